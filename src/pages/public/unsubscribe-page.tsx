import { PageIntro } from '@/components/layout/page-intro';
import { UnsubscribePanel } from '@/features/unsubscribe/components/unsubscribe-panel';

/** /desinscription (noindex): the unsubscribe link of the campaign e-mails. */
export default function UnsubscribePage() {
  return (
    <>
      <PageIntro title="Se désinscrire de nos e-mails" />
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <UnsubscribePanel />
      </section>
    </>
  );
}

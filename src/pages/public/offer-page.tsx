import { useParams } from 'react-router-dom';
import { PageIntro } from '@/components/layout/page-intro';
import { ClientOfferView } from '@/features/offers/components/client-offer-view';

/** /devis/{token} (noindex, never prerendered nor in the sitemap): the client's offer and answer. */
export default function OfferPage() {
  const { token = '' } = useParams();
  return (
    <>
      <PageIntro title="Votre devis" />
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <ClientOfferView token={token} />
      </section>
    </>
  );
}

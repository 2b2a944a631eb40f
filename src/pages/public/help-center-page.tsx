import { PageIntro, Section } from '@/components/layout/page-intro';
import { helpCenterPageText as text } from '@/content/info-pages';
import { HelpPopularQuestions } from '@/features/help-center/components/help-popular-questions';
import { HelpSearch } from '@/features/help-center/components/help-search';
import { HelpSupportCta } from '@/features/help-center/components/help-support-cta';
import { HelpTopics } from '@/features/help-center/components/help-topics';

export default function HelpCenterPage() {
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={text.title} className="pb-6">
        <p>{text.lead}</p>
      </PageIntro>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <HelpSearch className="relative -mt-12 max-w-3xl" />
      </div>

      <Section title={text.topicsTitle} intro={text.topicsIntro} className="pt-14 sm:pt-16">
        <HelpTopics />
      </Section>

      <HelpPopularQuestions />

      <HelpSupportCta />
    </>
  );
}

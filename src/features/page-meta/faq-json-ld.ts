import { faqCategories } from '@/content/faq';

function plain(text: string): string {
  return text.replace(/\u00a0|\u202f/g, ' ');
}

/** FAQPage structured data of /faq; prerender-only, so the FAQ text stays out of the entry chunk. */
export function faqJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqCategories.flatMap((category) =>
      category.items.map((item) => ({
        '@type': 'Question',
        name: plain(item.question),
        acceptedAnswer: { '@type': 'Answer', text: plain(item.answer) },
      })),
    ),
  };
}

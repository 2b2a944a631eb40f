import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqCategory } from '@/content/faq';
import { questionCountLabel } from '../search';

/** One FAQ category: its h2 and a single-open accordion of its questions (h3), each item anchored by its id. */
export function FaqCategorySection({
  category,
  openItem,
  onOpenItemChange,
}: {
  category: FaqCategory;
  openItem: string;
  onOpenItemChange: (itemId: string) => void;
}) {
  const headingId = `${category.id}-titre`;
  return (
    <section id={category.id} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-navy sm:text-2xl">
          {category.title}
        </h2>
        <p className="text-sm text-muted-foreground">{questionCountLabel(category.items.length)}</p>
      </div>
      <Accordion
        value={openItem}
        onValueChange={onOpenItemChange}
        className="mt-4 rounded-lg border border-border bg-card px-5 shadow-sm sm:px-6"
      >
        {category.items.map((item) => (
          <AccordionItem key={item.id} value={item.id} id={item.id} className="last:border-b-0">
            <AccordionTrigger className="py-5 text-navy">{item.question}</AccordionTrigger>
            <AccordionContent className="max-w-3xl pb-5 text-[0.95rem]">{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { paths } from '@/config/routes';
import { helpPopularQuestions } from '@/content/help-center';
import { helpCenterPageText as text } from '@/content/info-pages';
import { questionAnchor } from '../search';
import { useRevealAnchor } from '../use-reveal-anchor';

const anchors = new Set(helpPopularQuestions.map((question) => questionAnchor(question.id)));

/** The six popular questions, a single-open accordion; #question-<id> opens one. */
export function HelpPopularQuestions() {
  const [open, setOpen] = useState('');
  useRevealAnchor((anchor) => anchors.has(anchor), setOpen);

  return (
    <section aria-labelledby="questions-populaires-titre" className="bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16 lg:px-8">
        <div>
          <h2 id="questions-populaires-titre" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            {text.popularTitle}
          </h2>
          <p className="mt-3 text-muted-foreground">{text.popularIntro}</p>
          <Link
            to={paths.faq}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            {text.faqLinkLabel}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <Accordion value={open} onValueChange={setOpen} className="rounded-xl border border-border bg-card px-5 shadow-sm sm:px-6">
          {helpPopularQuestions.map((question) => (
            <AccordionItem
              key={question.id}
              value={questionAnchor(question.id)}
              id={questionAnchor(question.id)}
              className="last:border-b-0"
            >
              <AccordionTrigger className="py-5 text-navy">{question.question}</AccordionTrigger>
              <AccordionContent className="pb-5 text-[0.95rem]">{question.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}

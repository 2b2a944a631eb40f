import { ChevronDown, FileText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ContentIcon } from '@/components/content-icon';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { helpTopics, type HelpTopic } from '@/content/help-center';
import { helpCenterPageText as text } from '@/content/info-pages';
import { articleAnchor } from '../search';
import { useRevealAnchor } from '../use-reveal-anchor';

type TopicId = HelpTopic['id'];

function TopicCard({
  topic,
  expanded,
  onToggle,
  openArticle,
  onOpenArticleChange,
}: {
  topic: HelpTopic;
  expanded: boolean;
  onToggle: () => void;
  openArticle: string;
  onOpenArticleChange: (anchor: string) => void;
}) {
  const headingId = `${topic.id}-titre`;
  const panelId = `${topic.id}-articles`;
  return (
    <section
      id={topic.id}
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex gap-4 p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-navy">
          <ContentIcon name={topic.icon} className="size-6 text-accent" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-navy">
            {topic.title}
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{topic.description}</p>
        </div>
      </div>
      <div className="mt-auto flex items-center justify-between gap-4 border-t border-border px-6 py-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-navy">
          <FileText className="size-4 text-accent-strong" aria-hidden="true" />
          {topic.articles.length} articles
        </p>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-accent-strong hover:bg-muted [&[aria-expanded=true]>svg]:rotate-180"
        >
          {text.topicArticlesToggle}
          <span className="sr-only"> : {topic.title}</span>
          <ChevronDown className="size-4 transition-transform duration-200" aria-hidden="true" />
        </button>
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-border bg-muted/40 px-6 pb-2 pt-4">
        <p className="text-xs font-semibold uppercase tracking-widest text-muted-foreground">{text.topicArticlesLead}</p>
        <Accordion value={openArticle} onValueChange={onOpenArticleChange} className="mt-1">
          {topic.articles.map((article) => (
            <AccordionItem
              key={article.id}
              value={articleAnchor(article.id)}
              id={articleAnchor(article.id)}
              className="last:border-b-0"
            >
              <AccordionTrigger headingLevel={4} className="text-[0.95rem] text-navy">
                {article.title}
              </AccordionTrigger>
              <AccordionContent>{article.body}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}

/**
 * The four topic cards with their article counts; each one expands to its articles
 * (single-open accordion). /centre-aide#<topic-id> expands a topic, #article-<id> opens an article.
 */
export function HelpTopics({ topics = helpTopics }: { topics?: HelpTopic[] }) {
  const [expanded, setExpanded] = useState<Partial<Record<TopicId, boolean>>>({});
  const [openArticles, setOpenArticles] = useState<Partial<Record<TopicId, string>>>({});
  const topicOfAnchor = useMemo(
    () =>
      new Map<string, TopicId>(
        topics.flatMap((topic) => [
          [topic.id, topic.id] as const,
          ...topic.articles.map((article) => [articleAnchor(article.id), topic.id] as const),
        ]),
      ),
    [topics],
  );

  useRevealAnchor(
    (anchor) => topicOfAnchor.has(anchor),
    (anchor) => {
      const topicId = topicOfAnchor.get(anchor);
      if (!topicId) return;
      setExpanded((current) => ({ ...current, [topicId]: true }));
      if (anchor !== topicId) setOpenArticles((current) => ({ ...current, [topicId]: anchor }));
    },
  );

  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      {topics.map((topic) => (
        <TopicCard
          key={topic.id}
          topic={topic}
          expanded={expanded[topic.id] ?? false}
          onToggle={() => setExpanded((current) => ({ ...current, [topic.id]: !current[topic.id] }))}
          openArticle={openArticles[topic.id] ?? ''}
          onOpenArticleChange={(anchor) => setOpenArticles((current) => ({ ...current, [topic.id]: anchor }))}
        />
      ))}
    </div>
  );
}

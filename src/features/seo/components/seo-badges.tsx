import { Badge } from '@/components/ui/badge';
import { seoStatusDisplay } from '@/domain/seo/status';
import { keywordBadges, seoScoreBadge } from '../score';

/** 'Excellent (85)', 'Bon (75)', 'Moyen (60)', 'Faible (45)'. */
export function SeoScoreBadge({ score }: { score: number | null | undefined }) {
  const { text, variant } = seoScoreBadge(score);
  return <Badge variant={variant}>{text}</Badge>;
}

export function SeoStatusBadge({ status }: { status: string }) {
  const { label, variant } = seoStatusDisplay(status);
  return <Badge variant={variant}>{label}</Badge>;
}

/** The first three keywords as badges, then '+N' for the rest. */
export function KeywordBadges({ keywords }: { keywords: readonly string[] | null | undefined }) {
  const { shown, rest } = keywordBadges(keywords);
  if (shown.length === 0) return <span className="text-muted-foreground">-</span>;
  const hidden = (keywords ?? []).slice(shown.length);
  return (
    <ul className="flex flex-wrap gap-1">
      {shown.map((keyword, index) => (
        <li key={`${index}-${keyword}`}>
          <Badge variant="outline" className="max-w-44 font-normal" title={keyword}>
            <span className="truncate">{keyword}</span>
          </Badge>
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <Badge variant="muted" title={hidden.join(', ')}>
            +{rest}
            <span className="sr-only"> autres mots-clés : {hidden.join(', ')}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

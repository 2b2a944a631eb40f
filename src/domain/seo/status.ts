import type { BadgeVariant } from '@/components/ui/badge';

/** SEO page statuses of spec §4, mirroring seo_content_status_check. Every save publishes. */
export const seoStatuses = ['published', 'draft', 'archived'] as const;
export type SeoStatus = (typeof seoStatuses)[number];

export const seoStatusLabels: Record<SeoStatus, string> = {
  published: 'Publié',
  draft: 'Brouillon',
  archived: 'Archivé',
};

const seoStatusVariants: Record<SeoStatus, BadgeVariant> = {
  published: 'success',
  draft: 'secondary',
  archived: 'muted',
};

export function isSeoStatus(value: unknown): value is SeoStatus {
  return typeof value === 'string' && (seoStatuses as readonly string[]).includes(value);
}

/** Label and colour of a status; an unknown value shows as itself in an outline badge. */
export function seoStatusDisplay(value: string): { label: string; variant: BadgeVariant } {
  return isSeoStatus(value)
    ? { label: seoStatusLabels[value], variant: seoStatusVariants[value] }
    : { label: value, variant: 'outline' };
}

import type { BadgeVariant } from '@/components/ui/badge';
import { badgedValues } from '@/domain/shared/coded-values';

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

const seoStatus = badgedValues(seoStatuses, seoStatusLabels, seoStatusVariants);

export const isSeoStatus = seoStatus.is;
/** Label and colour of a status; an unknown value shows as itself in an outline badge. */
export const seoStatusDisplay = seoStatus.display;

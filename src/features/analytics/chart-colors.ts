import type { RequestType } from '@/domain/requests/request-types';

/**
 * The site's tokens (src/index.css) as the charts paint them: SVG attributes get the values
 * themselves. Each colour keeps a 3:1 contrast on white, as WCAG asks of graphics.
 */
export const chartColors = {
  navy: '#0b1f3a',
  accentStrong: '#0e7490',
  warning: '#b45309',
  muted: '#475569',
  success: '#15803d',
} as const;

export const requestTypeColors: Record<RequestType, string> = {
  quote: chartColors.navy,
  partner: chartColors.accentStrong,
  job: chartColors.warning,
  documentation: chartColors.success,
  contact: chartColors.muted,
};

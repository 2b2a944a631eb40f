import { site } from '@/config/site';
import { withFrenchTypography } from './typography';

export interface KeyFigure {
  value: string;
  label: string;
}

/** The four headline figures shown on /a-propos, /nos-engagements and /leasing. */
export const keyFigures: KeyFigure[] = withFrenchTypography([
  { value: site.figures.clients, label: 'entreprises clientes' },
  { value: site.figures.financed, label: 'd’équipements financés' },
  { value: site.figures.satisfaction, label: 'de clients satisfaits' },
  { value: site.figures.years, label: 'd’expertise' },
]);

import { site } from '@/config/site';
import { withFrenchTypography } from '../typography';
import type { IconCard } from '../types';

/** The three benefit cards of the home hero. */
export const homeBenefits: IconCard[] = withFrenchTypography([
  {
    icon: 'PiggyBank',
    title: 'Environ 40 % d’économie',
    text: `Par rapport à un achat comptant, la location vous fait économiser ${site.figures.saving} en coût global : aucun apport, loyers déductibles et services inclus.`,
  },
  {
    icon: 'Headphones',
    title: 'SAV 24h/7j',
    text: 'Une assistance joignable à toute heure en cas de panne, et un technicien sur site sous 48h.',
  },
  {
    icon: 'GraduationCap',
    title: 'Installation et formation incluses',
    text: 'Nos techniciens installent votre matériel et forment vos équipes pendant 2h, sans frais supplémentaires.',
  },
]);

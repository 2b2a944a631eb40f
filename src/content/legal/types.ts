import type { TextSection } from '../types';

export type LegalSlug = 'mentions-legales' | 'cgu' | 'confidentialite' | 'cookies';

export type LegalSection = TextSection;

export interface LegalPage {
  title: string;
  intro: string;
  /** ISO date of the last revision; format it for display with the French date helper. */
  updatedAt: string;
  sections: LegalSection[];
}

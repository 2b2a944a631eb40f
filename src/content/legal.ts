import { cgu } from './legal/cgu';
import { confidentialite } from './legal/confidentialite';
import { cookies } from './legal/cookies';
import { mentionsLegales } from './legal/mentions-legales';
import type { LegalPage, LegalSlug } from './legal/types';

export type { LegalPage, LegalSection, LegalSlug } from './legal/types';
export { cookiePreferencesButtonLabel } from './legal/cookies';

/** Legal pages keyed by their route segment (/mentions-legales, /cgu, /confidentialite, /cookies). */
export const legalPages: Record<LegalSlug, LegalPage> = {
  'mentions-legales': mentionsLegales,
  cgu,
  confidentialite,
  cookies,
};

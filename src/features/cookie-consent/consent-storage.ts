import { addMonths } from 'date-fns';

/** Where the visitor's choice is kept (an essential storage: it records the refusal too). */
export const CONSENT_STORAGE_KEY = 'visiolease-cookie-consent';
/** The choice is asked again after six months (CNIL recommendation, spec §9). */
export const CONSENT_VALIDITY_MONTHS = 6;
const CONSENT_VERSION = 1;

/** The optional categories; essential cookies need no consent and are always on. */
export type OptionalCategory = 'analytics' | 'marketing' | 'functional';
export type ConsentChoices = Record<OptionalCategory, boolean>;

export interface StoredConsent {
  version: typeof CONSENT_VERSION;
  /** ISO date-time of the decision. */
  decidedAt: string;
  /** ISO date-time after which the banner asks again. */
  expiresAt: string;
  choices: ConsentChoices;
}

export const optionalCategories: OptionalCategory[] = ['analytics', 'marketing', 'functional'];

export const allAccepted: ConsentChoices = { analytics: true, marketing: true, functional: true };
export const allRefused: ConsentChoices = { analytics: false, marketing: false, functional: false };

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage disabled by the browser: the banner simply asks on every visit.
    return undefined;
  }
}

function isStoredConsent(value: unknown): value is StoredConsent {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<StoredConsent>;
  return (
    candidate.version === CONSENT_VERSION &&
    typeof candidate.decidedAt === 'string' &&
    typeof candidate.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(candidate.expiresAt)) &&
    !!candidate.choices &&
    optionalCategories.every((category) => typeof candidate.choices?.[category] === 'boolean')
  );
}

/** The visitor's valid choice, or null when there is none, it is unreadable or it has expired. */
export function readConsent(now: Date = new Date()): StoredConsent | null {
  const store = storage();
  if (!store) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(CONSENT_STORAGE_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  if (!isStoredConsent(parsed)) return null;
  if (Date.parse(parsed.expiresAt) <= now.getTime()) {
    store.removeItem(CONSENT_STORAGE_KEY);
    return null;
  }
  return parsed;
}

/** Records a choice, valid for six months from `now`. */
export function saveConsent(choices: ConsentChoices, now: Date = new Date()): StoredConsent {
  const consent: StoredConsent = {
    version: CONSENT_VERSION,
    decidedAt: now.toISOString(),
    expiresAt: addMonths(now, CONSENT_VALIDITY_MONTHS).toISOString(),
    choices: { analytics: choices.analytics, marketing: choices.marketing, functional: choices.functional },
  };
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Quota or privacy mode: the choice still applies to this visit.
  }
  return consent;
}

/** Whether non-essential storage of `category` is allowed right now (false without a valid choice). */
export function hasConsent(category: OptionalCategory, now: Date = new Date()): boolean {
  return readConsent(now)?.choices[category] ?? false;
}

import { afterEach, describe, expect, it } from 'vitest';
import {
  allAccepted,
  allRefused,
  CONSENT_STORAGE_KEY,
  hasConsent,
  readConsent,
  saveConsent,
  type StoredConsent,
} from './consent-storage';

afterEach(() => localStorage.clear());

describe('consent storage', () => {
  it('has no choice on a first visit', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('analytics')).toBe(false);
  });

  it('stores the choice with its date, valid six months', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const saved = saveConsent({ analytics: true, marketing: false, functional: true }, now);
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as StoredConsent;
    expect(stored).toEqual(saved);
    expect(stored.decidedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(stored.expiresAt).toBe('2027-05-22T10:00:00.000Z');
    expect(stored.choices).toEqual({ analytics: true, marketing: false, functional: true });
  });

  it('reads a valid choice back until it expires, then forgets it', () => {
    const decided = new Date('2026-11-22T10:00:00.000Z');
    saveConsent(allAccepted, decided);
    expect(readConsent(new Date('2027-05-22T09:59:59.000Z'))?.choices).toEqual(allAccepted);
    expect(hasConsent('marketing', new Date('2027-01-01T00:00:00.000Z'))).toBe(true);
    expect(readConsent(new Date('2027-05-22T10:00:00.000Z'))).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('records a refusal as a choice too', () => {
    saveConsent(allRefused);
    expect(readConsent()?.choices).toEqual(allRefused);
    expect(hasConsent('functional')).toBe(false);
  });

  it.each(['not json', '{}', '{"version":2}', JSON.stringify({ version: 1, decidedAt: 'x', expiresAt: 'y', choices: {} })])(
    'ignores an unreadable value %j',
    (value) => {
      localStorage.setItem(CONSENT_STORAGE_KEY, value);
      expect(readConsent()).toBeNull();
    },
  );
});

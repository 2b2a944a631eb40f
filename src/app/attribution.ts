import { CONSENT_CHANGE_EVENT } from '@/features/cookie-consent/consent-events';
import type { StoredConsent } from '@/features/cookie-consent/consent-storage';
import { applyAttributionConsent, captureAttribution } from '@/lib/attribution';

/**
 * Takes the visit's attribution before the router changes the address, then lets the cookie
 * choice decide whether it may be kept across reloads (src/lib/attribution.ts). The consent
 * module is loaded apart: the entry chunk of every page stays as it was.
 */
export function startAttribution(): void {
  captureAttribution(window.location.href, document.referrer);
  void import('@/features/cookie-consent/consent-storage').then(({ hasConsent }) =>
    applyAttributionConsent(hasConsent('marketing')),
  );
  window.addEventListener(CONSENT_CHANGE_EVENT, (event) =>
    applyAttributionConsent((event as CustomEvent<StoredConsent>).detail.choices.marketing),
  );
}

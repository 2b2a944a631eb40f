import { CONSENT_CHANGE_EVENT } from '@/features/cookie-consent/consent-events';
import { hasConsent, type StoredConsent } from '@/features/cookie-consent/consent-storage';
import { applyAttributionConsent, captureAttribution } from '@/lib/attribution';

/**
 * Keeps the visit's attribution (the address and referrer main.tsx read at start), then lets the
 * cookie choice decide whether it may be kept across reloads (src/lib/attribution.ts).
 */
export function startAttribution(landing: { href: string; referrer: string }): void {
  captureAttribution(landing.href, landing.referrer);
  applyAttributionConsent(hasConsent('marketing'));
  window.addEventListener(CONSENT_CHANGE_EVENT, (event) =>
    applyAttributionConsent((event as CustomEvent<StoredConsent>).detail.choices.marketing),
  );
}

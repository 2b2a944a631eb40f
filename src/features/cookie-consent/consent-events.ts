import type { StoredConsent } from './consent-storage';

/**
 * A tiny bus between the « Gérer mes préférences de cookies » button and the
 * lazily loaded consent UI. A request made before the UI has mounted is kept
 * and delivered as soon as it subscribes, so no click is ever lost.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let pendingRequest = false;

/** Opens the cookie preferences (from /cookies, or anywhere else). */
export function openCookiePreferences(): void {
  if (listeners.size === 0) {
    pendingRequest = true;
    return;
  }
  listeners.forEach((listener) => listener());
}

/** Subscribes the consent UI; returns the unsubscribe function. */
export function onOpenCookiePreferences(listener: Listener): () => void {
  listeners.add(listener);
  if (pendingRequest) {
    pendingRequest = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}

/** DOM event fired on `window` each time the visitor records a choice (detail: the stored consent). */
export const CONSENT_CHANGE_EVENT = 'visiolease:cookie-consent';

export function announceConsentChange(consent: StoredConsent): void {
  window.dispatchEvent(new CustomEvent<StoredConsent>(CONSENT_CHANGE_EVENT, { detail: consent }));
}

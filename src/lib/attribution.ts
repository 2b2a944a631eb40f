import { hiddenCharacterPattern, markupPattern } from '@/lib/text-rules';

/**
 * Where a visit came from, sent with every request filed on a public form (issue 20 §2): the
 * page the visit landed on, the site that linked to it and the campaign's UTM parameters.
 *
 * CNIL rule (README « Analytics »): reading the address bar and the referrer of the page the
 * visitor is on stores nothing on their device, so without consent the attribution lives only
 * in this tab's memory and leaves with the request they choose to send. Keeping it across a
 * reload means writing to the device (sessionStorage), a tracer used for marketing: only with
 * the « Marketing » cookie category accepted, and erased as soon as it is refused.
 */
export interface Attribution {
  landing_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

export const ATTRIBUTION_STORAGE_KEY = 'visiolease-attribution';

/** The limits of quote_requests' CHECK constraints (private.is_site_path, is_web_address, is_text). */
export const attributionLimits = { address: 500, utm: 150 } as const;

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const emptyAttribution: Attribution = {
  landing_page: null,
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
};

const sitePathPattern = /^\/(?:[^/\\\s<>"?#][^\s<>"?#]*)?$/;
const webAddressPattern = /^https?:\/\/[^\s<>"/?#]+(?:\/[^\s<>"?#]*)?$/i;

/**
 * Paths that carry a secret (private.is_site_path, private.is_web_address refuse them): the offer
 * link /devis/{token}, which lets its holder accept the offer, and any run of 32 hexadecimal
 * digits — a token or a hash of some kind. Query strings never leave at all.
 */
const offerLinkPattern = /^\/+devis(?:\/|$)/i;
const secretPattern = /[0-9a-f]{32}/i;

/** The path as it may be stored: an offer link becomes « /devis », a path holding a token nothing. */
function publicPath(pathname: string): string | null {
  if (offerLinkPattern.test(pathname)) return '/devis';
  return secretPattern.test(pathname) ? null : pathname;
}

/** A value the database would refuse is dropped, never sent: it must not cost the visitor their request. */
function checked(value: string | null | undefined, pattern: RegExp, max: number): string | null {
  return value && value.length <= max && pattern.test(value) ? value : null;
}

function utmValue(value: string | null): string | null {
  const text = value?.trim().slice(0, attributionLimits.utm) ?? '';
  return text !== '' && !markupPattern.test(text) && !hiddenCharacterPattern.test(text) ? text : null;
}

/**
 * An external referrer without its query string and fragment (they may carry personal data or a
 * token), its path as publicPath keeps it (else its origin alone).
 */
function externalReferrer(referrer: string, siteOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin === siteOrigin || !/^https?:$/.test(url.protocol)) return null;
  return checked(`${url.origin}${publicPath(url.pathname) ?? '/'}`, webAddressPattern, attributionLimits.address);
}

/** The attribution of a visit that lands on `href`, linked from `referrer` (document.referrer). */
export function attributionOf(href: string, referrer: string): Attribution {
  const url = new URL(href);
  const utm = Object.fromEntries(utmKeys.map((key) => [key, utmValue(url.searchParams.get(key))]));
  return {
    ...emptyAttribution,
    ...utm,
    landing_page: checked(publicPath(url.pathname), sitePathPattern, attributionLimits.address),
    referrer: referrer ? externalReferrer(referrer, url.origin) : null,
  };
}

function isAttribution(value: unknown): value is Attribution {
  if (!value || typeof value !== 'object') return false;
  return Object.keys(emptyAttribution).every((key) => {
    const field = (value as Record<string, unknown>)[key];
    return field === null || typeof field === 'string';
  });
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readStored(): Attribution | null {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null');
    return isAttribution(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** This page load's attribution, and the session's first touch (kept only with marketing consent). */
let visit: Attribution | null = null;
let firstTouch: Attribution | null = null;

/** Records the visit's attribution from the address it landed on; later calls keep the first one. */
export function captureAttribution(href: string, referrer: string): void {
  visit ??= attributionOf(href, referrer);
}

/**
 * Follows the visitor's choice. With marketing consent, the session's first touch (kept since an
 * earlier page load, or this one) is written to sessionStorage; without, it is erased and only
 * this page load's attribution, in memory, remains.
 */
export function applyAttributionConsent(marketingConsent: boolean): void {
  const store = sessionStore();
  try {
    if (marketingConsent) {
      firstTouch ??= readStored() ?? visit;
      if (firstTouch) store?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(firstTouch));
    } else {
      firstTouch = null;
      store?.removeItem(ATTRIBUTION_STORAGE_KEY);
    }
  } catch {
    // Storage full or disabled: the attribution stays in memory for this tab.
  }
}

/** What a public form sends with its request (nothing known: every field null). */
export function currentAttribution(): Attribution {
  return firstTouch ?? visit ?? emptyAttribution;
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_STORAGE_KEY, attributionOf, emptyAttribution } from './attribution';

const landing =
  'https://www.visiolease.fr/leasing?utm_source=newsletter&utm_medium=email&utm_campaign=Printemps%202027&utm_term=led&utm_content=bouton&email=jean@exemple.fr';

/** A fresh copy of the module: its memory is the tab's, one per test. */
async function freshModule() {
  vi.resetModules();
  return import('./attribution');
}

describe('attributionOf', () => {
  it('keeps the landing path, the UTM parameters and the external referrer without its query', () => {
    expect(attributionOf(landing, 'https://www.google.com/search?q=leasing+led#top')).toEqual({
      landing_page: '/leasing',
      referrer: 'https://www.google.com/search',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'Printemps 2027',
      utm_term: 'led',
      utm_content: 'bouton',
    });
  });

  it('ignores a referrer of the site itself, or one that is not a web address', () => {
    expect(attributionOf('https://www.visiolease.fr/', 'https://www.visiolease.fr/faq').referrer).toBeNull();
    expect(attributionOf('https://www.visiolease.fr/', 'android-app://com.google.android.gm/').referrer).toBeNull();
    expect(attributionOf('https://www.visiolease.fr/', '').referrer).toBeNull();
  });

  it('drops what the database would refuse instead of failing the request', () => {
    const long = 'x'.repeat(200);
    const found = attributionOf(
      `https://www.visiolease.fr/contact?utm_campaign=${encodeURIComponent('<script>x</script>')}&utm_source=${long}&utm_medium=%20%20`,
      `https://exemple.fr/${'x'.repeat(600)}`,
    );
    expect(found.utm_campaign).toBeNull();
    expect(found.utm_source).toBe('x'.repeat(150));
    expect(found.utm_medium).toBeNull();
    expect(found.referrer).toBeNull();
    expect(found.landing_page).toBe('/contact');
  });
});

describe('a path that carries a secret', () => {
  const token = 'ab'.repeat(32);

  it('records a visit that landed on an offer link as « /devis », never its token (issue 34)', () => {
    expect(attributionOf(`https://www.visiolease.fr/devis/${token}`, '').landing_page).toBe('/devis');
    expect(attributionOf(`https://www.visiolease.fr/Devis/${token}/`, '').landing_page).toBe('/devis');
    expect(attributionOf(`https://www.visiolease.fr/desinscription?token=${token}`, '').landing_page).toBe(
      '/desinscription',
    );
    expect(attributionOf(`https://www.visiolease.fr/catalogue/${token}`, '').landing_page).toBeNull();
  });

  it('keeps an external referrer’s origin when its path holds a token or an offer link', () => {
    const at = (referrer: string) => attributionOf('https://www.visiolease.fr/', referrer).referrer;
    expect(at(`https://webmail.exemple.fr/lire/${token}?id=3`)).toBe('https://webmail.exemple.fr/');
    expect(at(`https://partenaire.exemple.fr/devis/${token}`)).toBe('https://partenaire.exemple.fr/devis');
    expect(at('https://www.google.com/search?q=leasing#top')).toBe('https://www.google.com/search');
  });
});

describe('attribution and consent', () => {
  beforeEach(() => sessionStorage.clear());

  it('without consent keeps the visit in memory only', async () => {
    const { captureAttribution, applyAttributionConsent, currentAttribution } = await freshModule();
    captureAttribution(landing, 'https://www.google.com/');
    applyAttributionConsent(false);
    expect(currentAttribution().utm_campaign).toBe('Printemps 2027');
    expect(sessionStorage.length).toBe(0);
  });

  it('with marketing consent keeps the first touch across a reload, and forgets it once refused', async () => {
    const first = await freshModule();
    first.captureAttribution(landing, 'https://www.google.com/');
    first.applyAttributionConsent(true);
    expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null')).toMatchObject({ landing_page: '/leasing' });

    // A reload on another page: the first touch still wins.
    const reloaded = await freshModule();
    reloaded.captureAttribution('https://www.visiolease.fr/contact-pro', 'https://www.visiolease.fr/leasing');
    reloaded.applyAttributionConsent(true);
    expect(reloaded.currentAttribution()).toMatchObject({ landing_page: '/leasing', utm_source: 'newsletter' });

    reloaded.applyAttributionConsent(false);
    expect(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    expect(reloaded.currentAttribution()).toEqual({ ...emptyAttribution, landing_page: '/contact-pro' });
  });

  it('keeps the first page of the tab when the visitor moves on', async () => {
    const { captureAttribution, currentAttribution } = await freshModule();
    captureAttribution(landing, '');
    captureAttribution('https://www.visiolease.fr/contact', '');
    expect(currentAttribution().landing_page).toBe('/leasing');
  });

  it('sends nothing it does not know', async () => {
    const { currentAttribution } = await freshModule();
    expect(currentAttribution()).toEqual(emptyAttribution);
  });
});

import { Cookie } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { lazyComponent } from '@/lib/lazy-component';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { announceConsentChange, onOpenCookiePreferences } from '../consent-events';
import { allAccepted, allRefused, readConsent, saveConsent, type ConsentChoices, type StoredConsent } from '../consent-storage';
import { cookieConsentText } from '../cookie-consent-text';

const PreferencesDialog = lazyComponent(() => import('./cookie-preferences-dialog'));

/**
 * The consent banner and the preferences dialog. Shown until the visitor decides,
 * again once the choice is six months old, and on demand through `openCookiePreferences()`.
 * Storage is read after mount only, so prerendered markup and hydration always agree.
 */
export default function CookieConsent() {
  // undefined: not read yet (server render, first client render); null: no valid choice.
  const [consent, setConsent] = useState<StoredConsent | null | undefined>(undefined);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // The dialog's code is fetched on the first request and kept mounted after, for its closing focus.
  const [preferencesRequested, setPreferencesRequested] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  function openPreferences() {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPreferencesRequested(true);
    setPreferencesOpen(true);
  }

  useEffect(() => {
    setConsent(readConsent());
  }, []);

  useEffect(() => onOpenCookiePreferences(openPreferences), []);

  function decide(choices: ConsentChoices) {
    const saved = saveConsent(choices);
    setConsent(saved);
    setPreferencesOpen(false);
    announceConsentChange(saved);
  }

  // The banner stays mounted under the dialog so focus returns to « Personnaliser » on close.
  const showBanner = consent === null;

  return (
    <>
      {showBanner ? (
        <section
          aria-label={cookieConsentText.bannerLabel}
          className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-5"
          data-testid="cookie-banner"
        >
          <div className="mx-auto flex max-h-[85vh] max-w-6xl flex-col gap-4 overflow-y-auto rounded-xl border border-white/10 bg-navy-deep p-4 text-white shadow-2xl sm:gap-5 sm:p-6 lg:flex-row lg:items-center lg:gap-8">
            <div className="flex min-w-0 gap-4">
              <Cookie className="mt-0.5 hidden size-7 shrink-0 text-accent sm:block" aria-hidden="true" />
              <div className="min-w-0">
                <h2 className="text-base font-semibold">
                  {cookieConsentText.bannerTitle}
                </h2>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-300">
                  {cookieConsentText.bannerText}{' '}
                  <Link to={paths.cookies} className="font-medium text-accent underline underline-offset-2 hover:text-white">
                    En savoir plus
                  </Link>
                </p>
              </div>
            </div>
            <div className="grid shrink-0 grid-cols-2 gap-2 sm:grid-cols-3 lg:flex">
              <Button variant="accent" className="lg:w-36" onClick={() => decide(allRefused)}>
                {cookieConsentText.refuseAll}
              </Button>
              <Button variant="accent" className="lg:w-36" onClick={() => decide(allAccepted)}>
                {cookieConsentText.acceptAll}
              </Button>
              <Button variant="outline-light" className="col-span-2 sm:col-span-1 lg:w-36" onClick={openPreferences}>
                {cookieConsentText.customise}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      {preferencesRequested ? (
        <Suspense fallback={null}>
          <PreferencesDialog
            open={preferencesOpen}
            onOpenChange={setPreferencesOpen}
            initial={consent?.choices ?? allRefused}
            onDecide={decide}
            returnFocusTo={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}

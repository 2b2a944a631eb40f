import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/routes';
import { announceConsentChange, onOpenCookiePreferences } from '../consent-events';
import {
  allAccepted,
  allRefused,
  readConsent,
  saveConsent,
  type ConsentChoices,
  type OptionalCategory,
  type StoredConsent,
} from '../consent-storage';

export const cookieConsentText = {
  bannerLabel: 'Gestion des cookies',
  bannerTitle: 'Vos choix en matière de cookies',
  // Kept short: a banner taller than the page's own content would hide it on a phone.
  bannerText:
    'Avec votre accord, nous utilisons des cookies de mesure d’audience, marketing et de fonctionnalité.',
  acceptAll: 'Tout accepter',
  refuseAll: 'Tout refuser',
  customise: 'Personnaliser',
  save: 'Enregistrer mes choix',
  dialogTitle: 'Préférences de cookies',
  dialogDescription:
    'Choisissez les catégories de cookies que vous acceptez. Votre choix est conservé 6 mois, et vous pouvez le modifier à tout moment.',
  alwaysOn: 'Toujours actifs',
} as const;

interface CategoryInfo {
  id: 'essential' | OptionalCategory;
  title: string;
  description: string;
  lifetime: string;
}

/** Categories and lifetimes of the cookie policy (spec §9). */
export const cookieCategories: CategoryInfo[] = [
  {
    id: 'essential',
    title: 'Essentiels',
    description:
      'Indispensables au fonctionnement du site\u00a0: sécurité, protection des formulaires, mémorisation de vos choix de cookies et connexion à l’espace d’administration.',
    lifetime: 'Session ou 30 jours au maximum',
  },
  {
    id: 'analytics',
    title: 'Mesure d’audience',
    description: 'Nous aident à connaître la fréquentation du site et les pages consultées, pour en améliorer le contenu. Statistiques anonymes.',
    lifetime: '13 mois',
  },
  {
    id: 'marketing',
    title: 'Marketing',
    description: 'Mesurent l’efficacité de nos campagnes et vous présentent des offres adaptées à vos besoins professionnels.',
    lifetime: '13 mois',
  },
  {
    id: 'functional',
    title: 'Fonctionnalités',
    description: 'Mémorisent vos préférences, comme les paramètres saisis dans le simulateur de loyer.',
    lifetime: '12 mois',
  },
];

function CategoryRow({
  category,
  checked,
  onCheckedChange,
}: {
  category: CategoryInfo;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const id = useId();
  const essential = category.id === 'essential';
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold text-navy">
          {category.title}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm leading-relaxed text-muted-foreground">
          {category.description}
          <span className="mt-1 block text-xs">Durée de conservation&nbsp;: {category.lifetime}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 pt-0.5">
        <Switch
          id={id}
          checked={checked}
          disabled={essential}
          onCheckedChange={onCheckedChange}
          aria-describedby={`${id}-description`}
        />
        {essential ? <span className="text-xs font-medium text-muted-foreground">{cookieConsentText.alwaysOn}</span> : null}
      </div>
    </li>
  );
}

function PreferencesDialog({
  open,
  onOpenChange,
  initial,
  onDecide,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: ConsentChoices;
  onDecide: (choices: ConsentChoices) => void;
  /** Where focus goes back on close (there is no Radix trigger to return to). */
  returnFocusTo: () => HTMLElement | null;
}) {
  const [draft, setDraft] = useState<ConsentChoices>(initial);
  // Each opening starts from the stored choice (or everything off).
  useEffect(() => {
    if (open) setDraft(initial);
  }, [open, initial]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-navy">{cookieConsentText.dialogTitle}</DialogTitle>
          <DialogDescription>{cookieConsentText.dialogDescription}</DialogDescription>
        </DialogHeader>
        <ul className="divide-y divide-border border-y border-border">
          {cookieCategories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              checked={category.id === 'essential' ? true : draft[category.id]}
              onCheckedChange={
                category.id === 'essential'
                  ? undefined
                  : (checked) => setDraft((current) => ({ ...current, [category.id]: checked }))
              }
            />
          ))}
        </ul>
        <DialogFooter className="gap-2 sm:justify-between">
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={() => onDecide(allRefused)}>
              {cookieConsentText.refuseAll}
            </Button>
            <Button variant="outline" onClick={() => onDecide(allAccepted)}>
              {cookieConsentText.acceptAll}
            </Button>
          </div>
          <Button onClick={() => onDecide(draft)}>{cookieConsentText.save}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The consent banner and the preferences dialog. Shown until the visitor decides,
 * again once the choice is six months old, and on demand through `openCookiePreferences()`.
 * Storage is read after mount only, so prerendered markup and hydration always agree.
 */
export default function CookieConsent() {
  // undefined: not read yet (server render, first client render); null: no valid choice.
  const [consent, setConsent] = useState<StoredConsent | null | undefined>(undefined);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  function openPreferences() {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
      <PreferencesDialog
        open={preferencesOpen}
        onOpenChange={setPreferencesOpen}
        initial={consent?.choices ?? allRefused}
        onDecide={decide}
        returnFocusTo={() => opener.current}
      />
    </>
  );
}

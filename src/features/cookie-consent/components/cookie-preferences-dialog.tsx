import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { cookieConsentText } from '../cookie-consent-text';
import { allAccepted, allRefused, type ConsentChoices, type OptionalCategory } from '../consent-storage';

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

/** The per-category choice, in its own chunk: the dialog library loads when a visitor asks for it. */
export default function PreferencesDialog({
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

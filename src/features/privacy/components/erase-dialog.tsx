import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Loading } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { describeCounts } from '@/domain/privacy/labels';
import { tablePluralLabel } from '@/domain/tables';
import { useErasePersonalData } from '../api/erase-personal-data';
import { useErasurePlan } from '../api/erasure-plan';
import type { DataRequest } from '../api/fetch-data-requests';

/**
 * « Effacer les données »: the database plays the erasure and rolls it back, so the dialog lists
 * exactly what will go and what the law makes us keep, and why, before anything changes.
 */
export function EraseDialog({
  request,
  onOpenChange,
}: {
  request: DataRequest | null;
  onOpenChange: (open: boolean) => void;
}) {
  const plan = useErasurePlan(request?.id ?? null);
  const erase = useErasePersonalData(() => onOpenChange(false));
  const erased = plan.data ? describeCounts(plan.data.erased) : [];

  return (
    <Dialog open={request !== null} onOpenChange={(next) => (erase.isPending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog" className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Effacer les données de {request?.email} ?</DialogTitle>
          <DialogDescription>
            Les demandes et leads sont anonymisés, leurs notes, e-mails et envois de campagnes supprimés, les devis non
            signés supprimés. Cette action est définitive.
          </DialogDescription>
        </DialogHeader>
        {plan.isPending ? (
          <Loading />
        ) : plan.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(plan.error, 'Impossible de préparer l’effacement.')}
          </p>
        ) : (
          <div className="grid gap-4 text-sm">
            <section aria-labelledby="erase-gone">
              <h3 id="erase-gone" className="font-semibold">
                Ce qui sera effacé ou anonymisé
              </h3>
              {erased.length === 0 ? (
                <p className="text-muted-foreground">Rien : aucune donnée effaçable ne nomme cette adresse.</p>
              ) : (
                <ul className="mt-1 list-disc pl-5">
                  {erased.map(({ key, label, value }) => (
                    <li key={key}>
                      {label} : {value}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="erase-kept">
              <h3 id="erase-kept" className="font-semibold">
                Ce qui sera conservé, et pourquoi
              </h3>
              <ul className="mt-1 list-disc pl-5">
                {plan.data.kept.map((kept) => (
                  <li key={kept.table}>
                    <span className="font-medium">
                      {tablePluralLabel(kept.table)} ({kept.count})
                    </span>{' '}
                    : {kept.reason}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={erase.isPending}>
            Annuler
          </Button>
          <Button
            variant="destructive"
            disabled={!plan.data || erase.isPending}
            onClick={() => request && erase.mutate(request.id)}
          >
            {erase.isPending ? 'Effacement...' : 'Effacer les données'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

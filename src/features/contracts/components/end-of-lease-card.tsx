import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/errors';
import { formatEuro } from '@/lib/format';
import { formatDateTimeLong } from '@/lib/format-date';
import { notifySuccess } from '@/lib/notify';
import { useCan } from '@/lib/use-can';
import { useRecordEndOfLease } from '../api/contract-actions';
import type { Contract, ContractDetail } from '../api/fetch-contract';
import { endOfLeaseSchema, type EndOfLeaseInput, type EndOfLeaseValues } from '../schemas';
import { endOfLeaseOutcomeLabel, endOfLeaseOutcomeLabels, endOfLeaseOutcomes } from '@/domain/contracts/status';
import { CardHeading } from './card-heading';

/**
 * « Fin de contrat »: the outcome, recorded once by a contracts writer. A renewal opens the new
 * draft offer the database prefilled from the contract (10 % off); a buy-out keeps its residual
 * value (the database's scale when none is typed).
 */
export function EndOfLeaseCard({
  contract,
  renewalOffer,
}: {
  contract: Contract;
  renewalOffer: ContractDetail['renewalOffer'];
}) {
  const canWrite = useCan('contracts', 'write');
  if (contract.status === 'pending_installation') return null;
  return (
    <Card>
      <CardHeading icon={<Flag aria-hidden="true" />}>Fin de contrat</CardHeading>
      <CardContent>
        {contract.end_of_lease_outcome ? (
          <dl className="grid grid-cols-[10rem_1fr] gap-2 text-sm" data-testid="end-of-lease-outcome">
            <dt className="text-muted-foreground">Issue</dt>
            <dd className="font-medium">{endOfLeaseOutcomeLabel(contract.end_of_lease_outcome)}</dd>
            <dt className="text-muted-foreground">Enregistrée le</dt>
            <dd>{formatDateTimeLong(contract.end_of_lease_recorded_at)}</dd>
            {contract.residual_value_ht !== null ? (
              <>
                <dt className="text-muted-foreground">Valeur résiduelle HT</dt>
                <dd className="tabular-nums">{formatEuro(contract.residual_value_ht)}</dd>
              </>
            ) : null}
            {renewalOffer ? (
              <>
                <dt className="text-muted-foreground">Devis de renouvellement</dt>
                <dd>
                  <Link to={paths.admin.offer(renewalOffer.id)} className="text-accent-strong hover:underline">
                    {renewalOffer.reference}
                  </Link>
                </dd>
              </>
            ) : null}
          </dl>
        ) : canWrite ? (
          <EndOfLeaseForm contractId={contract.id} />
        ) : (
          <p className="text-sm text-muted-foreground">L’issue de fin de contrat n’est pas encore enregistrée.</p>
        )}
      </CardContent>
    </Card>
  );
}

function EndOfLeaseForm({ contractId }: { contractId: string }) {
  const navigate = useNavigate();
  const record = useRecordEndOfLease(contractId);
  const form = useForm<EndOfLeaseInput, unknown, EndOfLeaseValues>({
    resolver: zodResolver(endOfLeaseSchema),
    defaultValues: { outcome: undefined, residual_value: '' },
  });
  const outcome = form.watch('outcome');
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    record.mutate(values, {
      onSuccess: (renewalOfferId) => {
        notifySuccess('Issue de fin de contrat enregistrée.');
        if (renewalOfferId) navigate(paths.admin.offer(renewalOfferId));
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Enregistrer l’issue du contrat">
      <fieldset className="grid gap-2" aria-describedby={errors.outcome ? 'end-of-lease-outcome-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Issue du contrat</legend>
        {endOfLeaseOutcomes.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} className="size-4 accent-navy" {...form.register('outcome')} />
            {endOfLeaseOutcomeLabels[value]}
            {value === 'renewed' ? (
              <span className="text-muted-foreground">— un nouveau devis à 10 % de remise, prérempli</span>
            ) : null}
          </label>
        ))}
        {errors.outcome ? (
          <p id="end-of-lease-outcome-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.outcome.message}
          </p>
        ) : null}
      </fieldset>
      {outcome === 'bought_out' ? (
        <Field
          label="Valeur résiduelle HT (€)"
          error={errors.residual_value?.message}
          hint="Laissez vide pour appliquer le barème : de 15 % (12 mois) à 2 % (60 mois) de la valeur d’achat."
        >
          <Input inputMode="decimal" autoComplete="off" className="max-w-48" {...form.register('residual_value')} />
        </Field>
      ) : null}
      {record.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(record.error, 'L’issue de fin de contrat n’a pas pu être enregistrée.')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={record.isPending}>
          Enregistrer l’issue
        </Button>
      </div>
    </form>
  );
}

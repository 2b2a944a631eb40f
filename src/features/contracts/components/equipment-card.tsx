import { zodResolver } from '@hookform/resolvers/zod';
import { Package } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { useUpdateSerialNumber } from '../api/contract-actions';
import type { Contract, ContractItem } from '../api/fetch-contract';
import { serialNumberSchema, type SerialNumberValues } from '../schemas';
import { CardHeading } from './card-heading';
import { useCanWorkOnSite } from './use-can-work-on-site';

export const unitName = (item: ContractItem) =>
  item.product_brand ? `${item.product_name} (${item.product_brand})` : item.product_name;

/**
 * « Équipements »: one row per unit. Serial numbers are entered before the report is signed, by
 * sales staff or by the technician installing (contracts or service writers); then they are
 * printed on the signed report and shown as they are.
 */
export function EquipmentCard({ contract, items }: { contract: Contract; items: ContractItem[] }) {
  const editable = useCanWorkOnSite() && contract.status === 'pending_installation';
  const missing = items.filter((item) => !item.serial_number).length;
  return (
    <Card>
      <CardHeading icon={<Package aria-hidden="true" />}>Équipements</CardHeading>
      <CardContent className="grid gap-3">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun équipement sur ce contrat.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Équipements du contrat">
            {items.map((item, index) => (
              <li
                key={item.id}
                className="grid gap-2 border-b border-border pb-3 last:border-0 last:pb-0 sm:grid-cols-[1fr_18rem] sm:items-start"
              >
                <div className="text-sm">
                  <span className="mr-2 tabular-nums text-muted-foreground">{index + 1}.</span>
                  <span className="font-medium">{item.product_name}</span>
                  {item.product_brand ? <span className="text-muted-foreground"> · {item.product_brand}</span> : null}
                </div>
                {editable ? (
                  <SerialNumberForm contractId={contract.id} item={item} position={index + 1} />
                ) : (
                  <div className="text-sm">
                    <span className="text-muted-foreground">N° de série : </span>
                    <span className="font-mono">{item.serial_number ?? 'non renseigné'}</span>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
        {contract.status === 'pending_installation' && missing > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="missing-serials">
            {missing === 1
              ? '1 numéro de série reste à saisir avant la signature du procès-verbal.'
              : `${missing} numéros de série restent à saisir avant la signature du procès-verbal.`}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function SerialNumberForm({
  contractId,
  item,
  position,
}: {
  contractId: string;
  item: ContractItem;
  position: number;
}) {
  const save = useUpdateSerialNumber(contractId);
  const form = useForm<SerialNumberValues>({
    resolver: zodResolver(serialNumberSchema),
    defaultValues: { serial_number: item.serial_number ?? '' },
  });
  const onSubmit = form.handleSubmit(({ serial_number }) =>
    save.mutate(
      { itemId: item.id, serialNumber: serial_number === '' ? null : serial_number },
      {
        onSuccess: () => {
          form.reset({ serial_number });
          notifySuccess('Numéro de série enregistré.');
        },
        onError: (error) =>
          form.setError('serial_number', {
            message: errorMessage(error, 'Le numéro de série n’a pas été enregistré.'),
          }),
      },
    ),
  );
  const error = form.formState.errors.serial_number?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
      <Field
        className="flex-1"
        error={error}
        label={
          <>
            Numéro de série{' '}
            <span className="sr-only">
              de l’équipement {position} ({unitName(item)})
            </span>
          </>
        }
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className="font-mono"
          {...form.register('serial_number')}
        />
      </Field>
      <Button
        type="submit"
        variant="outline"
        className="mt-6"
        disabled={save.isPending || !form.formState.isDirty}
        aria-label={`Enregistrer le numéro de série de l’équipement ${position}`}
      >
        Enregistrer
      </Button>
    </form>
  );
}

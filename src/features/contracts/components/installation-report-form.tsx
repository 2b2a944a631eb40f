import { zodResolver } from '@hookform/resolvers/zod';
import { PenLine } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notifySuccess } from '@/lib/notify';
import { useSignInstallationReport } from '../api/contract-actions';
import type { Contract, ContractItem } from '../api/fetch-contract';
import {
  installationReportSchema,
  SIGNED_NAME_MAX,
  type InstallationReportInput,
  type InstallationReportValues,
} from '../schemas';

/**
 * The « PV d'installation » step, on the technician's tablet: once the installation is planned and
 * every serial number entered, the customer types their name and signs; the server renders the
 * report with the serial numbers, keeps its SHA-256, and the contract starts today.
 */
export function InstallationReportForm({ contract, items }: { contract: Contract; items: ContractItem[] }) {
  const sign = useSignInstallationReport(contract.id);
  const form = useForm<InstallationReportInput, unknown, InstallationReportValues>({
    resolver: zodResolver(installationReportSchema),
    defaultValues: { signed_name: '' },
  });
  const missingSerials = items.length === 0 || items.some((item) => !item.serial_number);
  const notPlanned = !contract.installation_planned_on;
  const blocked = notPlanned
    ? 'Planifiez l’installation avant de faire signer le procès-verbal.'
    : missingSerials
      ? 'Saisissez le numéro de série de chaque équipement avant de faire signer le procès-verbal.'
      : null;
  const onSubmit = form.handleSubmit(({ signed_name }) =>
    sign.mutate(signed_name, { onSuccess: () => notifySuccess('Procès-verbal signé : le contrat est actif.') }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="installation-report-title"
      className="grid gap-4 rounded-md border border-border bg-secondary/40 p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h3 id="installation-report-title" className="text-base font-semibold text-navy">
          Procès-verbal d’installation
        </h3>
        <p className="text-sm text-muted-foreground">
          À faire signer au client sur place, après la mise en service et la formation de 2 h. Le contrat commence le
          jour de la signature.
        </p>
      </div>
      {blocked ? (
        <p role="status" className="text-sm font-medium text-[#78350f]">
          {blocked}
        </p>
      ) : null}
      <Field
        label="Nom et prénom du signataire"
        required
        error={form.formState.errors.signed_name?.message}
        hint="Le client tape son nom : il vaut signature du procès-verbal."
      >
        <Input
          autoComplete="off"
          maxLength={SIGNED_NAME_MAX}
          className="h-14 text-lg"
          disabled={blocked !== null || sign.isPending}
          {...form.register('signed_name')}
        />
      </Field>
      {sign.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {/* signInstallationReport throws the function's own French reason. */}
          {sign.error.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="h-14 text-base" disabled={blocked !== null || sign.isPending}>
        <PenLine aria-hidden="true" />
        {sign.isPending ? 'Signature en cours…' : 'Signer le procès-verbal'}
      </Button>
    </form>
  );
}

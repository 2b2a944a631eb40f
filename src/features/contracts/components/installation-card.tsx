import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, FileDown, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { formatDateTimeLong } from '@/lib/format-date';
import { downloadBlob } from '@/lib/csv-export';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePlanInstallation } from '../api/contract-actions';
import type { InstallationWindow } from '../api/contract-writes';
import type { Contract, ContractItem } from '../api/fetch-contract';
import { useTechnicians } from '@/domain/service/technicians';
import { downloadInstallationReport } from '../api/download-report';
import { installationPlanSchema, type InstallationPlanValues } from '../schemas';
import { CardHeading } from './card-heading';
import { InstallationReportForm } from './installation-report-form';
import { useCanWorkOnSite } from './use-can-work-on-site';

export const WINDOW_WARNING = 'Date hors du délai promis de 7 à 15 jours ouvrés';

/**
 * « Installation »: the planned day and technician (the database says whether the day keeps the
 * promise of 7 to 15 working days after the confirmation), then the signed report.
 */
export function InstallationCard({ contract, items }: { contract: Contract; items: ContractItem[] }) {
  const canWork = useCanWorkOnSite();
  const technicians = useTechnicians();
  const [promised, setPromised] = useState<InstallationWindow | null>(null);
  const pending = contract.status === 'pending_installation';
  const technician = technicians.data?.find((t) => t.id === contract.installation_technician_id);
  return (
    <Card>
      <CardHeading icon={<Wrench aria-hidden="true" />}>Installation</CardHeading>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-[10rem_1fr] gap-2 text-sm" data-testid="installation-summary">
          <dt className="text-muted-foreground">Date prévue</dt>
          <dd>{contract.installation_planned_on ? formatDay(contract.installation_planned_on) : 'Non planifiée'}</dd>
          <dt className="text-muted-foreground">Technicien</dt>
          <dd>
            {technician
              ? technician.full_name
              : !contract.installation_technician_id
                ? 'Non attribué'
                : technicians.isLoading
                  ? '…'
                  : 'Attribué'}
          </dd>
        </dl>
        {contract.installation_window_ok === false ? (
          <p
            role="status"
            data-testid="installation-window-warning"
            className="flex items-start gap-2 rounded-md border border-[#f59e0b]/50 bg-[#fef3c7] p-3 text-sm text-[#78350f]"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {WINDOW_WARNING}
              {promised && !promised.window_ok
                ? ` (entre le ${formatDay(promised.earliest)} et le ${formatDay(promised.latest)}).`
                : '.'}
            </span>
          </p>
        ) : null}
        {pending && canWork ? (
          <PlanInstallationForm contract={contract} onPlanned={setPromised} technicians={technicians} />
        ) : null}
        {pending ? (
          canWork ? (
            <InstallationReportForm contract={contract} items={items} />
          ) : (
            <p className="text-sm text-muted-foreground">Le procès-verbal d’installation n’est pas encore signé.</p>
          )
        ) : (
          <SignedReport contract={contract} />
        )}
      </CardContent>
    </Card>
  );
}

function PlanInstallationForm({
  contract,
  onPlanned,
  technicians,
}: {
  contract: Contract;
  onPlanned: (result: InstallationWindow) => void;
  technicians: ReturnType<typeof useTechnicians>;
}) {
  const plan = usePlanInstallation(contract.id);
  const form = useForm<InstallationPlanValues>({
    resolver: zodResolver(installationPlanSchema),
    defaultValues: {
      planned_on: contract.installation_planned_on ?? '',
      technician_id: contract.installation_technician_id ?? '',
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    plan.mutate(values, {
      onSuccess: (result) => {
        onPlanned(result);
        form.reset(values);
        notifySuccess('Installation planifiée.');
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Planifier l’installation"
      className="grid gap-3 rounded-md border border-border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <Field label="Date d’installation" required error={errors.planned_on?.message}>
        <Input type="date" {...form.register('planned_on')} />
      </Field>
      <Field label="Technicien" required error={errors.technician_id?.message}>
        <NativeSelect disabled={technicians.isPending} {...form.register('technician_id')}>
          <option value="">{technicians.isPending ? 'Chargement…' : 'Choisir un technicien'}</option>
          {(technicians.data ?? []).map((technician) => (
            <option key={technician.id} value={technician.id}>
              {technician.full_name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" className="sm:mt-6" disabled={plan.isPending}>
        {contract.installation_planned_on ? 'Replanifier l’installation' : 'Planifier l’installation'}
      </Button>
      {plan.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-3">
          {errorMessage(plan.error, 'L’installation n’a pas pu être planifiée.')}
        </p>
      ) : null}
    </form>
  );
}

function SignedReport({ contract }: { contract: Contract }) {
  const path = contract.installation_report_path;
  return (
    <div className="grid gap-2 text-sm" data-testid="signed-report">
      <p>
        Procès-verbal signé par <span className="font-medium">{contract.installation_signed_name}</span> le{' '}
        {formatDateTimeLong(contract.installation_signed_at)}.
      </p>
      {contract.installation_report_sha256 ? (
        <p className="break-all text-xs text-muted-foreground">
          Empreinte SHA-256 : <span className="font-mono">{contract.installation_report_sha256}</span>
        </p>
      ) : null}
      {path ? (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={async () => {
            try {
              downloadBlob(await downloadInstallationReport(path), `PV-${contract.contract_number}.pdf`);
            } catch (error) {
              notifyError(error, 'Le procès-verbal n’est pas disponible pour le moment.');
            }
          }}
        >
          <FileDown aria-hidden="true" />
          Télécharger le procès-verbal signé
        </Button>
      ) : null}
    </div>
  );
}

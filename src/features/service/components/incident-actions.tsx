import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock, UserCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { z } from '@/lib/zod';
import type { Technician } from '@/domain/service/technicians';
import { incidentStatusLabels, nextIncidentStatuses, type IncidentStatus } from '@/domain/service/status';
import { useSetIncidentStatus } from '../api/incident-actions';

const planSchema = z.object({
  technicianId: z.string().min(1, { error: 'Choisissez le technicien.' }),
  plannedFor: z
    .string()
    .min(1, { error: 'Indiquez la date et l’heure de l’intervention.', abort: true })
    .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: 'Date et heure invalides.' }),
});
type PlanValues = z.infer<typeof planSchema>;

/** A timestamptz as the value of <input type="datetime-local"> (the browser's own time). */
function localInputValue(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

interface IncidentActionsProps {
  id: string;
  status: IncidentStatus;
  technicianId: string | null;
  plannedFor: string | null;
  technicians: readonly Technician[];
}

/** The moves of an incident for service writers: assign and plan, then each later status, forward only. */
export function IncidentActions({ id, status, technicianId, plannedFor, technicians }: IncidentActionsProps) {
  const setStatus = useSetIncidentStatus(id);
  const form = useForm<PlanValues>({
    resolver: zodResolver(planSchema),
    values: { technicianId: technicianId ?? '', plannedFor: localInputValue(plannedFor) },
  });
  const { errors } = form.formState;
  const canPlan = status === 'open' || status === 'planned';
  const canAssign = status === 'open' || status === 'planned' || status === 'in_progress';
  const moves = nextIncidentStatuses(status).filter((next) => next !== 'planned');

  // Assigning keeps the status: the same status passed again moves nothing and e-mails no one.
  const assign = async () => {
    const technician = form.getValues('technicianId');
    if (!technician) {
      form.setError('technicianId', { message: 'Choisissez le technicien.' });
      return;
    }
    form.clearErrors('technicianId');
    await setStatus.mutateAsync({ status, technicianId: technician, assignOnly: true }).catch(() => {
      // Said by the mutation's toast.
    });
  };

  const plan = form.handleSubmit(async (values) => {
    await setStatus
      .mutateAsync({
        status: 'planned',
        technicianId: values.technicianId,
        plannedFor: new Date(values.plannedFor).toISOString(),
      })
      .catch(() => {
        // Said by the mutation's toast; the form keeps the choice.
      });
  });

  return (
    <Card className="content-start self-start">
      <CardHeader>
        <CardTitle>Suivi de l’intervention</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {canAssign ? (
          <form onSubmit={plan} noValidate className="grid gap-3">
            <Field label="Technicien" required error={errors.technicianId?.message}>
              <NativeSelect {...form.register('technicianId')}>
                <option value="">Choisir…</option>
                {technicians.map((technician) => (
                  <option key={technician.id} value={technician.id}>
                    {technician.full_name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Button type="button" variant="outline" disabled={setStatus.isPending} onClick={() => void assign()}>
              <UserCheck aria-hidden="true" />
              Assigner le technicien
            </Button>
            {canPlan ? (
              <>
                <Field label="Date et heure de l’intervention" required error={errors.plannedFor?.message}>
                  <Input type="datetime-local" {...form.register('plannedFor')} />
                </Field>
                <Button type="submit" disabled={setStatus.isPending}>
                  <CalendarClock aria-hidden="true" />
                  {status === 'planned' ? 'Replanifier l’intervention' : 'Planifier l’intervention'}
                </Button>
              </>
            ) : null}
          </form>
        ) : null}
        {moves.length > 0 ? (
          <div className="grid gap-2">
            <p className="text-sm font-medium text-muted-foreground">Changer le statut</p>
            {moves.map((next) => (
              <Button
                key={next}
                type="button"
                variant="outline"
                disabled={setStatus.isPending}
                onClick={() => setStatus.mutate({ status: next })}
              >
                {`Passer à « ${incidentStatusLabels[next]} »`}
              </Button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Incident clos : plus aucun changement possible.</p>
        )}
      </CardContent>
    </Card>
  );
}

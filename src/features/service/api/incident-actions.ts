import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { incidentStatusLabels, type IncidentStatus, type IncidentType } from '@/domain/service/status';
import { incidentKeys } from './keys';

export interface StatusChange {
  status: IncidentStatus;
  technicianId?: string | null;
  /** ISO date-time of the planned visit (« Planifié »). */
  plannedFor?: string | null;
  /** The same status again, to assign the technician only. */
  assignOnly?: boolean;
}

/** set_incident_status: forward only; the database e-mails the customer (outbox) and keeps the history. */
export async function setIncidentStatus(id: string, change: StatusChange): Promise<void> {
  const supabase = await getSupabase();
  unwrap(
    await supabase.rpc('set_incident_status', {
      p_incident_id: id,
      p_status: change.status,
      p_technician_id: change.technicianId ?? undefined,
      p_planned_for: change.plannedFor ?? undefined,
    }),
  );
}

export function useSetIncidentStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => setIncidentStatus(id, change),
    onSuccess: (_, change) => {
      notifySuccess(
        change.assignOnly
          ? 'Technicien assigné.'
          : `Incident passé au statut « ${incidentStatusLabels[change.status]} ».`,
      );
      // The list, this incident, « Mes interventions » and the visits: one root.
      return queryClient.invalidateQueries({ queryKey: incidentKeys.all });
    },
    onError: (error) => notifyError(error, 'Impossible de changer le statut de l’incident.'),
  });
}

export interface OpenIncidentInput {
  contractId: string;
  contractItemId: string | null;
  type: IncidentType;
  description: string;
}

/** open_incident (staff): the database numbers it, sets its deadline and e-mails the acknowledgement. */
export async function openIncident(input: OpenIncidentInput): Promise<string> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase.rpc('open_incident', {
      p_contract_id: input.contractId,
      // null: no unit named (the generated type says string; the SQL argument takes null).
      p_contract_item_id: input.contractItemId as string,
      p_type: input.type,
      p_description: input.description,
    }),
  ) as string;
}

export function useOpenIncident(onOpened: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openIncident,
    onSuccess: async (id) => {
      notifySuccess('Incident ouvert.');
      await queryClient.invalidateQueries({ queryKey: incidentKeys.all });
      onOpened(id);
    },
    onError: (error) => notifyError(error, 'Impossible d’ouvrir l’incident.'),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { notifyError } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { incidentKeys } from './keys';

export type IncidentNote = Tables<'incident_notes'>;

export async function fetchIncidentNotes(incidentId: string): Promise<IncidentNote[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase
        .from('incident_notes')
        .select('*')
        .eq('incident_id', incidentId)
        .order('created_at', { ascending: false }),
    ) ?? []
  );
}

export function useIncidentNotes(incidentId: string) {
  return useQuery(
    queryOptions({ queryKey: incidentKeys.notes(incidentId), queryFn: () => fetchIncidentNotes(incidentId) }),
  );
}

/** The database sets the author and the time. */
export async function addIncidentNote(incidentId: string, body: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('incident_notes').insert({ incident_id: incidentId, body }));
}

export function useAddIncidentNote(incidentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addIncidentNote(incidentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.notes(incidentId) }),
    onError: (error) => notifyError(error, 'Impossible d’ajouter la note.'),
  });
}

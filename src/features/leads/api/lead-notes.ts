import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { notifyError } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { leadKeys } from './keys';

export type LeadNote = Tables<'lead_notes'>;

/** A lead's timeline, newest first. */
export async function fetchLeadNotes(leadId: string): Promise<LeadNote[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase.from('lead_notes').select('*').eq('lead_id', leadId).order('created_at', { ascending: false }),
    ) ?? []
  );
}

export function useLeadNotes(leadId: string) {
  return useQuery(queryOptions({ queryKey: leadKeys.notes(leadId), queryFn: () => fetchLeadNotes(leadId) }));
}

/** The database sets the author and the time. */
export async function addLeadNote(leadId: string, body: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('lead_notes').insert({ lead_id: leadId, body }));
}

export function useAddLeadNote(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addLeadNote(leadId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.notes(leadId) }),
    onError: (error) => notifyError(error, 'Impossible d’ajouter la note.'),
  });
}

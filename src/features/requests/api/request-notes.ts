import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap, type Tables } from '@/lib/db';
import { notifyError } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { quoteRequestKeys } from './keys';

export type RequestNote = Tables<'quote_request_notes'>;

export async function fetchRequestNotes(requestId: string): Promise<RequestNote[]> {
  const supabase = await getSupabase();
  return (
    unwrap(
      await supabase
        .from('quote_request_notes')
        .select('*')
        .eq('quote_request_id', requestId)
        .order('created_at', { ascending: false }),
    ) ?? []
  );
}

export function useRequestNotes(requestId: string) {
  return useQuery(
    queryOptions({ queryKey: quoteRequestKeys.notes(requestId), queryFn: () => fetchRequestNotes(requestId) }),
  );
}

/** The database sets the author and the time. */
export async function addRequestNote(requestId: string, body: string): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.from('quote_request_notes').insert({ quote_request_id: requestId, body }));
}

export function useAddRequestNote(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addRequestNote(requestId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteRequestKeys.notes(requestId) }),
    onError: (error) => notifyError(error, 'Impossible d’ajouter la note.'),
  });
}

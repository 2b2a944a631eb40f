import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoRowError, unwrap } from '@/lib/db';
import { notifyError } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase-lazy';
import type { SaveOfferArgs } from '../offer-form-schema';
import { offerKeys } from './keys';

/** Creates (no id) or edits a draft and replaces its lines in one transaction; resolves to its id. */
export async function saveOffer(args: SaveOfferArgs, offerId?: string): Promise<string> {
  const supabase = await getSupabase();
  const id = unwrap(await supabase.rpc('save_offer', { ...args, ...(offerId ? { offer_id: offerId } : {}) }));
  if (!id) throw new NoRowError('Le devis n’a pas été enregistré.');
  return id;
}

export function useSaveOffer(offerId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveOfferArgs) => saveOffer(args, offerId),
    onSuccess: async (id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: offerKeys.detail(id) }),
      ]);
    },
    onError: (error) => notifyError(error, 'Impossible d’enregistrer le devis.'),
  });
}

/** Renders the draft's PDF on the server (offer-pdf), stored with its SHA-256; throws its French reason. */
export async function renderOfferPdf(offerId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('offer-pdf', { body: { offer_id: offerId } });
  if (!error) return;
  const context = (error as { context?: Response }).context;
  const body = context ? ((await context.json().catch(() => null)) as { error?: string } | null) : null;
  throw new Error(body?.error ?? 'Le PDF du devis n’a pas pu être généré.');
}

/**
 * « Envoyer au client »: the PDF is rendered first (a failure leaves the draft as it was, with the
 * reason), then the offer is sent, its request and lead move, one e-mail is queued.
 */
export function useSendOffer(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await renderOfferPdf(offerId);
      const supabase = await getSupabase();
      unwrap(await supabase.rpc('send_offer', { offer_id: offerId }));
    },
    onSuccess: async () => {
      await Promise.all(
        [offerKeys.all, queryRoots.quoteRequests, queryRoots.leads, queryRoots.emailOutbox, queryRoots.dashboard].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: async (error) => {
      notifyError(error, 'Impossible d’envoyer le devis.');
      await queryClient.invalidateQueries({ queryKey: offerKeys.detail(offerId) });
    },
  });
}

/** « Réviser »: the next version, a draft; the sent one becomes « Remplacé ». Resolves to its id. */
export function useReviseOffer(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase();
      const id = unwrap(await supabase.rpc('revise_offer', { offer_id: offerId }));
      if (!id) throw new NoRowError('La nouvelle version n’a pas été créée.');
      return id;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
    onError: (error) => notifyError(error, 'Impossible de réviser le devis.'),
  });
}

/** Staff download the stored PDF from the private bucket (RLS: offer readers). */
export async function downloadOfferPdf(path: string): Promise<Blob> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from('offer-documents').download(path);
  if (error || !data) throw error ?? new Error('Le PDF de ce devis n’est pas disponible.');
  return data;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Slide, SlidePayload } from '../schemas';
import { carouselSlideKeys, HERO_SLIDES_KEY_PREFIX } from './keys';

/** An UPDATE or DELETE that RLS hides matches no row and returns no error: treat it as a failure. */
export class SlideNotChangedError extends Error {
  constructor(action: 'créée' | 'modifiée' | 'supprimée') {
    super(`La slide n’a pas été ${action} (introuvable ou droits insuffisants).`);
    this.name = 'SlideNotChangedError';
  }
}

/** Spec §7: insert hero_carousel_slides with the form's fields. */
export async function insertSlide(payload: SlidePayload): Promise<Slide> {
  const supabase = await getSupabase();
  const row = unwrap(await supabase.from('hero_carousel_slides').insert(payload).select().single());
  if (!row) throw new SlideNotChangedError('créée');
  return row;
}

/** Spec §7: update by id with the same fields. */
export async function updateSlide(id: string, payload: SlidePayload): Promise<Slide> {
  const supabase = await getSupabase();
  const rows = unwrap(await supabase.from('hero_carousel_slides').update(payload).eq('id', id).select());
  if (!rows || rows.length === 0) throw new SlideNotChangedError('modifiée');
  return rows[0];
}

/** Spec §7: delete by id. */
export async function deleteSlide(id: string): Promise<void> {
  const supabase = await getSupabase();
  const rows = unwrap(await supabase.from('hero_carousel_slides').delete().eq('id', id).select('id'));
  if (!rows || rows.length === 0) throw new SlideNotChangedError('supprimée');
}

/** French text of a failed write: our own errors as they are, service errors through errorMessage. */
function notifyWriteError(error: unknown) {
  notifyError(error instanceof SlideNotChangedError ? error.message : error);
}

function useInvalidateSlides() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: carouselSlideKeys.all }),
      queryClient.invalidateQueries({ queryKey: HERO_SLIDES_KEY_PREFIX }),
    ]);
}

export interface SaveSlideInput {
  /** Present in edit mode. */
  id?: string;
  payload: SlidePayload;
}

export function useSaveSlide(onSuccess?: (slide: Slide) => void) {
  const invalidate = useInvalidateSlides();
  return useMutation({
    mutationFn: ({ id, payload }: SaveSlideInput) => (id ? updateSlide(id, payload) : insertSlide(payload)),
    onSuccess: async (slide, { id }) => {
      await invalidate();
      notifySuccess(id ? 'Slide mise à jour' : 'Slide créée');
      onSuccess?.(slide);
    },
    onError: notifyWriteError,
  });
}

export function useDeleteSlide(onSuccess?: (id: string) => void) {
  const invalidate = useInvalidateSlides();
  return useMutation({
    mutationFn: (id: string) => deleteSlide(id),
    onSuccess: async (_, id) => {
      await invalidate();
      notifySuccess('Slide supprimée');
      onSuccess?.(id);
    },
    onError: notifyWriteError,
  });
}

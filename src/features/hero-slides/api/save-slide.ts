import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Slide, SlidePayload } from '../schemas';
import { heroSlideKeys } from './keys';

const notChanged = (action: 'créée' | 'modifiée' | 'supprimée') =>
  `La slide n’a pas été ${action} (introuvable ou droits insuffisants).`;

/** Spec §7: insert hero_carousel_slides with the form's fields. */
export async function insertSlide(payload: SlidePayload): Promise<Slide> {
  const supabase = await getSupabase();
  return unwrapOne(await supabase.from('hero_carousel_slides').insert(payload).select(), notChanged('créée'));
}

/** Spec §7: update by id with the same fields. */
export async function updateSlide(id: string, payload: SlidePayload): Promise<Slide> {
  const supabase = await getSupabase();
  return unwrapOne(await supabase.from('hero_carousel_slides').update(payload).eq('id', id).select(), notChanged('modifiée'));
}

/** Spec §7: delete by id. */
export async function deleteSlide(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapOne(await supabase.from('hero_carousel_slides').delete().eq('id', id).select('id'), notChanged('supprimée'));
}

/** French text of a failed write (errorMessage keeps our own "no row" message as it is). */
function notifyWriteError(error: unknown) {
  notifyError(error);
}

function useInvalidateSlides() {
  const queryClient = useQueryClient();
  // One root: the back-office's list and the home page's live slides.
  return () => queryClient.invalidateQueries({ queryKey: heroSlideKeys.all });
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { SeoPage, SeoPagePayload } from '../schemas';
import { PAGE_META_KEY_PREFIX, seoKeys } from './keys';

const notSaved = (action: 'créée' | 'modifiée') => `La page n’a pas été ${action} (introuvable ou droits insuffisants).`;

/** Spec §7: insert seo_content with the form's fields, seo_score and status published. */
export async function insertSeoPage(payload: SeoPagePayload): Promise<SeoPage> {
  const supabase = await getSupabase();
  return unwrapOne(await supabase.from('seo_content').insert(payload).select(), notSaved('créée'));
}

/** Spec §7: update by id with the same fields. */
export async function updateSeoPage(id: string, payload: SeoPagePayload): Promise<SeoPage> {
  const supabase = await getSupabase();
  return unwrapOne(await supabase.from('seo_content').update(payload).eq('id', id).select(), notSaved('modifiée'));
}

export interface SaveSeoPageInput {
  /** Present in edit mode. */
  id?: string;
  payload: SeoPagePayload;
}

/**
 * Creates or updates a page, reloads the SEO list and figures and the public pages' meta,
 * says 'Page créée' / 'Page mise à jour', then calls `onSuccess`; a failure says the server's reason.
 */
export function useSaveSeoPage(onSuccess?: (page: SeoPage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: SaveSeoPageInput) => (id ? updateSeoPage(id, payload) : insertSeoPage(payload)),
    onSuccess: async (page, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: seoKeys.all }),
        queryClient.invalidateQueries({ queryKey: PAGE_META_KEY_PREFIX }),
      ]);
      notifySuccess(id ? 'Page mise à jour' : 'Page créée');
      onSuccess?.(page);
    },
    onError: (error) => {
      console.error('Enregistrement de la page SEO impossible', error);
      notifyError(error);
    },
  });
}

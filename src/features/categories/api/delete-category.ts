import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { categoryKeys } from './keys';

/** A DELETE that RLS hides matches no row and returns no error: treat it as a failure. */
export class CategoryNotDeletedError extends Error {
  constructor() {
    super('La catégorie n’a pas été supprimée (introuvable ou droits insuffisants).');
    this.name = 'CategoryNotDeletedError';
  }
}

/** Spec §7: delete by id. */
export async function deleteCategory(id: string): Promise<void> {
  const supabase = await getSupabase();
  const rows = unwrap(await supabase.from('categories').delete().eq('id', id).select('id'));
  if (!rows || rows.length === 0) throw new CategoryNotDeletedError();
}

export function useDeleteCategory(onSuccess?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async (_data, id) => {
      await queryClient.invalidateQueries({ queryKey: categoryKeys.lists() });
      notifySuccess('Catégorie supprimée');
      onSuccess?.(id);
    },
    onError: (error) => {
      console.error('Suppression de la catégorie impossible', error);
      notifyError(error instanceof CategoryNotDeletedError ? error.message : error);
    },
  });
}

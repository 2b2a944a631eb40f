import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapOne } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import { categoryKeys } from './category-keys';

/** Spec §7: delete by id. */
export async function deleteCategory(id: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapOne(
    await supabase.from('categories').delete().eq('id', id).select('id'),
    'La catégorie n’a pas été supprimée (introuvable ou droits insuffisants).',
  );
}

export function useDeleteCategory(onSuccess?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async (_data, id) => {
      // Every category list: this screen's, the product form's choices and the public chips.
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      notifySuccess('Catégorie supprimée');
      onSuccess?.(id);
    },
    onError: (error) => {
      console.error('Suppression de la catégorie impossible', error);
      notifyError(error);
    },
  });
}

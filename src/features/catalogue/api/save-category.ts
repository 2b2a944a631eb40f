import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { CategoryWrite } from '../category-schema';
import type { Category } from './fetch-categories';
import { categoryKeys } from './category-keys';

export interface CategorySave {
  /** Absent: create; present: update that row. */
  id?: string;
  row: CategoryWrite;
}

/** Spec §7: insert, or update by id, with name, slug, description, icon (+ order_position). */
export async function saveCategory({ id, row }: CategorySave): Promise<Category> {
  const supabase = await getSupabase();
  // `single()` turns "no row updated" (deleted meanwhile, or hidden by RLS) into an error.
  const saved = unwrap(
    id
      ? await supabase.from('categories').update(row).eq('id', id).select().single()
      : await supabase.from('categories').insert(row).select().single(),
  );
  if (!saved) throw new Error('La catégorie n’a pas été enregistrée.');
  return saved;
}

export function useSaveCategory(onSuccess?: (category: Category) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: async (category, { id }) => {
      // Every category list: this screen's, the product form's choices and the public chips.
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
      notifySuccess(id ? 'Catégorie mise à jour' : 'Catégorie créée');
      onSuccess?.(category);
    },
    onError: (error) => {
      console.error('Enregistrement de la catégorie impossible', error);
      // Spec §8: the server's message, in French (e.g. categories_slug_key → slug already used).
      notifyError(error);
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { notifyError, notifySuccess } from '@/lib/notify';
import { PRODUCT_IMAGE_BUCKET } from '@/lib/product-image-files';
import { getSupabase } from '@/lib/supabase-lazy';
import { productKeys } from './product-keys';

export interface OrphanFile {
  name: string;
  size: number;
  created_at: string;
}

/**
 * Files of the product-images bucket that no image names (left by an interrupted upload, a
 * removal that failed, a product deleted outside the app). Files younger than 10 minutes are
 * left out: their upload may still be on its way to its row.
 */
export async function fetchOrphanFiles(): Promise<OrphanFile[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.rpc('list_orphan_product_files')) ?? [];
}

export const orphanFilesQueryOptions = () =>
  queryOptions({ queryKey: productKeys.orphanFiles(), queryFn: fetchOrphanFiles });

/** Run on demand (`enabled`): the check reads the whole bucket's listing. */
export function useOrphanFiles(enabled: boolean) {
  return useQuery({ ...orphanFilesQueryOptions(), enabled });
}

export async function deleteOrphanFiles(names: string[]): Promise<number> {
  const supabase = await getSupabase();
  const removed = unwrap(await supabase.storage.from(PRODUCT_IMAGE_BUCKET).remove(names));
  return removed?.length ?? 0;
}

export function useDeleteOrphanFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrphanFiles,
    onSuccess: async (count) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.orphanFiles() });
      notifySuccess(count === 1 ? '1 fichier orphelin supprimé' : `${count} fichiers orphelins supprimés`);
    },
    onError: (error) => {
      console.error('Suppression des fichiers orphelins impossible', error);
      notifyError(error, 'Impossible de supprimer les fichiers orphelins');
    },
  });
}

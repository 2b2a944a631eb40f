import { useMutation, useQueryClient } from '@tanstack/react-query';
import { functionErrorMessage } from '@/lib/function-error';
import { getSupabase } from '@/lib/supabase-lazy';
import { publicationKeys } from './keys';

export interface PublicationOutcome {
  status: 'published' | 'triggered';
  pages: number | null;
  message: string;
}

/** A refusal of the publish-site function, with its French message. */
export class PublishError extends Error {}

/**
 * « Publier »: the publish-site edge function rebuilds the public pages from the database (the
 * hosting's deploy hook; locally, the preview prerenders them again) and records the outcome.
 */
export async function publishSite(): Promise<PublicationOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ publication: PublicationOutcome }>('publish-site', {
    body: {},
  });
  if (error || !data) {
    throw new PublishError((await functionErrorMessage(error)) ?? 'La publication n’a pas pu être lancée.');
  }
  return data.publication;
}

export function usePublishSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishSite,
    // Failed or not, the publication is recorded: the panel shows its outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicationKeys.all }),
  });
}

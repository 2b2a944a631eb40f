import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { getPublicRest } from '@/lib/public-rest';

/**
 * The recipient's link: `unsubscribe(token)` as the anonymous visitor. True once the address is
 * off every future campaign; false for a token nobody was sent (mistyped, cut link).
 */
export async function unsubscribe(token: string): Promise<boolean> {
  const rest = await getPublicRest();
  return unwrap(await rest.rpc('unsubscribe', { token })) === true;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}

import { paths } from '@/config/routes';
import { getSupabase } from '@/lib/supabase-lazy';

/** The link of an invitation or a password reset e-mail: `?token_hash=…&type=invite|recovery`. */
export interface EmailLink {
  tokenHash: string;
  type: 'invite' | 'recovery';
}

export function readEmailLink(search: string): EmailLink | null {
  const params = new URLSearchParams(search);
  const tokenHash = params.get('token_hash');
  const type = params.get('type');
  if (!tokenHash || (type !== 'invite' && type !== 'recovery')) return null;
  return { tokenHash, type };
}

/**
 * Sends the reset e-mail. The auth server answers the same whether or not the address has an
 * account, so the screen never tells who works here.
 */
export async function requestPasswordReset(email: string): Promise<{ error: unknown }> {
  const supabase = await getSupabase();
  const redirectTo = new URL(paths.admin.resetPassword, window.location.origin).href;
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  return { error };
}

/**
 * Spends the link (single use) and signs the user in. Done when the new password is submitted,
 * not when the page opens: mail scanners that open links must not use them up.
 */
export async function verifyEmailLink(link: EmailLink): Promise<{ error: unknown }> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.verifyOtp({ token_hash: link.tokenHash, type: link.type });
  return { error };
}

export async function updatePassword(password: string): Promise<{ error: unknown }> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  return { error };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/routes';
import { functionErrorMessage } from '@/lib/function-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Role } from '@/domain/team/roles';
import { userKeys } from './keys';

export interface Invitation {
  email: string;
  fullName: string;
  roles: Role[];
}

export type AccountAction = 'deactivate' | 'reactivate' | 'delete';

/** A failure of the admin-users function, with its French message. */
export class AccountActionError extends Error {}

/** The admin-users edge function: the auth admin API, behind a server-side admin check. */
async function callAdminUsers(body: Record<string, unknown>): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke('admin-users', { body });
  if (error) {
    throw new AccountActionError((await functionErrorMessage(error)) ?? 'L’action n’a pas pu être effectuée.');
  }
}

/** Sends the invitation e-mail; its link opens the « choose your password » page of this site. */
export function inviteUser(invitation: Invitation): Promise<void> {
  return callAdminUsers({
    action: 'invite',
    ...invitation,
    redirectTo: new URL(paths.admin.resetPassword, window.location.origin).href,
  });
}

export function changeAccount(userId: string, action: AccountAction): Promise<void> {
  return callAdminUsers({ action, userId });
}

const successMessages: Record<AccountAction, string> = {
  deactivate: 'Le compte a été désactivé.',
  reactivate: 'Le compte a été réactivé.',
  delete: 'Le compte a été supprimé.',
};

export function useInviteUser(onInvited: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: async (_data, invitation) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      notifySuccess(`Invitation envoyée à ${invitation.email}.`);
      onInvited();
    },
    // The dialog shows the message at the form; nothing typed is lost.
  });
}

export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: AccountAction }) => changeAccount(userId, action),
    onSuccess: async (_data, { action }) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      notifySuccess(successMessages[action]);
    },
    onError: (error) => notifyError(error, 'L’action n’a pas pu être effectuée.'),
  });
}

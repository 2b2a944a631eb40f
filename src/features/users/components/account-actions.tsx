import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notifyError } from '@/lib/notify';
import { isRole } from '@/domain/team/roles';
import { useChangeAccount, useInviteUser, type AccountAction } from '../api/account-actions';
import type { StaffUser } from '../api/fetch-users';
import { EditRolesDialog } from './edit-roles-dialog';
import { RenameUserDialog } from './rename-user-dialog';

const confirmations: Record<AccountAction, { title: string; description: string; confirm: string; pending: string }> = {
  deactivate: {
    title: 'Désactiver ce compte ?',
    description: 'La personne perd immédiatement l’accès au back-office. Ses rôles et son historique sont conservés.',
    confirm: 'Désactiver',
    pending: 'Désactivation...',
  },
  reactivate: {
    title: 'Réactiver ce compte ?',
    description: 'La personne retrouve l’accès que lui donnent ses rôles.',
    confirm: 'Réactiver',
    pending: 'Réactivation...',
  },
  delete: {
    title: 'Supprimer ce compte ?',
    description:
      'Le compte et ses rôles sont supprimés définitivement ; le journal d’audit garde la trace de ses actions.',
    confirm: 'Supprimer',
    pending: 'Suppression...',
  },
};

/** The row's actions; an administrator never deactivates or deletes their own account from here. */
export function AccountActions({ user, isSelf }: { user: StaffUser; isSelf: boolean }) {
  const [editing, setEditing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState<AccountAction | null>(null);
  const change = useChangeAccount();
  const resend = useInviteUser(() => undefined);
  const who = user.full_name ?? user.email;
  const pendingInvitation = !user.confirmed;

  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => setRenaming(true)}
        aria-label={`Modifier le nom affiché de ${who}`}
      >
        Nom
      </Button>
      <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Modifier les rôles de ${who}`}>
        Rôles
      </Button>
      {pendingInvitation ? (
        <Button
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(
              { email: user.email, fullName: user.full_name ?? '', roles: user.roles.filter(isRole) },
              { onError: (error) => notifyError(error) },
            )
          }
          aria-label={`Renvoyer l’invitation à ${who}`}
        >
          Renvoyer l’invitation
        </Button>
      ) : null}
      {isSelf ? null : (
        <>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setConfirming(user.active ? 'deactivate' : 'reactivate')}
            aria-label={`${user.active ? 'Désactiver' : 'Réactiver'} le compte de ${who}`}
          >
            {user.active ? 'Désactiver' : 'Réactiver'}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            onClick={() => setConfirming('delete')}
            aria-label={`Supprimer le compte de ${who}`}
          >
            Supprimer
          </Button>
        </>
      )}
      {editing ? <EditRolesDialog user={user} onClose={() => setEditing(false)} /> : null}
      {renaming ? <RenameUserDialog user={user} onClose={() => setRenaming(false)} /> : null}
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={confirmations[confirming].title}
          description={`${who} — ${confirmations[confirming].description}`}
          confirmLabel={confirmations[confirming].confirm}
          pendingLabel={confirmations[confirming].pending}
          pending={change.isPending}
          onConfirm={() =>
            change.mutate({ userId: user.id, action: confirming }, { onSettled: () => setConfirming(null) })
          }
        />
      ) : null}
    </div>
  );
}

import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAuth } from '@/lib/auth-context';
import { formatDate } from '@/lib/format';
import { useUsers, type StaffUser } from '../api/fetch-users';
import { roleOrder, roles } from '../roles';
import { AccountActions } from './account-actions';
import { InviteUserDialog } from './invite-user-dialog';
import { RoleBadge } from './role-badge';

const COLUMN_COUNT = 6;
const noUsers: StaffUser[] = [];

export function usersCountLabel(count: number): string {
  return `${count} utilisateur${count > 1 ? 's' : ''}`;
}

function AccountStatus({ user }: { user: StaffUser }) {
  if (!user.active) return <Badge variant="muted">Désactivé</Badge>;
  if (!user.confirmed) return <Badge variant="warning">Invitation envoyée</Badge>;
  return <Badge variant="success">Actif</Badge>;
}

/** /admin/users: the accounts by name and e-mail, their roles and state, and what an administrator does with them. */
export function UsersList() {
  const { data, isPending, error } = useUsers();
  const { user: me } = useAuth();
  const rows = data ?? noUsers;

  useEffect(() => {
    // Spec §8: the users list load error is silent on screen; keep a trace.
    if (error) console.error('Chargement des utilisateurs impossible', error);
  }, [error]);

  return (
    <>
      <AdminPageHeader
        title="Utilisateurs"
        description={isPending ? undefined : <span aria-live="polite">{usersCountLabel(rows.length)}</span>}
        actions={<InviteUserDialog />}
      />
      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="overflow-x-auto rounded-lg border border-border bg-card shadow-sm">
          <Table className="min-w-[56rem]" scrollLabel="Comptes du back-office">
            <caption className="sr-only">Comptes du back-office, par e-mail</caption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>Utilisateur</TableHead>
                <TableHead>Rôles</TableHead>
                <TableHead>Créé le</TableHead>
                <TableHead>Dernière connexion</TableHead>
                <TableHead>Statut</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending ? (
                <tr>
                  <td colSpan={COLUMN_COUNT}>
                    <Loading />
                  </td>
                </tr>
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={COLUMN_COUNT} className="py-12 text-center text-muted-foreground">
                    Aucun utilisateur
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      <span className="block font-medium text-navy">{row.full_name ?? row.email}</span>
                      {row.full_name ? <span className="block text-xs text-muted-foreground">{row.email}</span> : null}
                    </TableCell>
                    <TableCell>
                      <span className="flex flex-wrap gap-1">
                        {row.roles.length === 0 ? (
                          <span className="text-sm text-muted-foreground">Aucun rôle</span>
                        ) : (
                          row.roles.map((role) => <RoleBadge key={role} role={role} />)
                        )}
                      </span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums text-muted-foreground">{formatDate(row.created_at)}</TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums text-muted-foreground">
                      {row.last_sign_in_at ? formatDate(row.last_sign_in_at) : 'Jamais'}
                    </TableCell>
                    <TableCell>
                      <AccountStatus user={row} />
                    </TableCell>
                    <TableCell>
                      <AccountActions user={row} isSelf={row.id === me?.id} />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Info className="size-4 text-accent-strong" aria-hidden="true" />
              Rôles et droits
            </CardTitle>
            <CardDescription>
              Une personne peut cumuler plusieurs rôles : ses droits s’additionnent. La base de données applique ces
              règles, quelle que soit l’interface utilisée.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3">
              {roleOrder.map((role) => (
                <div key={role} className="grid gap-1">
                  <dt>
                    <RoleBadge role={role} />
                  </dt>
                  <dd className="text-sm text-muted-foreground">{roles[role].description}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { useUserRoles, type UserRole } from '../api/fetch-user-roles';
import { roleOrder, roles } from '../roles';
import { RoleBadge } from './role-badge';

const noRoles: UserRole[] = [];
const COLUMN_COUNT = 3;

export function usersCountLabel(count: number): string {
  return `${count} utilisateur${count > 1 ? 's' : ''}`;
}

/** /admin/users: read-only list of user_roles rows; roles are granted in the backend, not here. */
export function UsersList() {
  const { data, isPending, error } = useUserRoles();

  useEffect(() => {
    // Spec §8: the users list load error is silent on screen; keep a trace.
    if (error) console.error('Chargement des rôles utilisateurs impossible', error);
  }, [error]);

  const rows = data ?? noRoles;

  return (
    <>
      <AdminPageHeader
        title="Utilisateurs"
        description={isPending ? undefined : <span aria-live="polite">{usersCountLabel(rows.length)}</span>}
      />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="rounded-lg border border-border bg-card shadow-sm">
          <Table className="min-w-[36rem]">
            <caption className="sr-only">Rôles attribués, du plus récent au plus ancien</caption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead>ID Utilisateur</TableHead>
                <TableHead>Rôle</TableHead>
                <TableHead>Date d'ajout</TableHead>
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
                      <code className="break-all font-mono text-xs text-navy">{row.user_id}</code>
                    </TableCell>
                    <TableCell>
                      <RoleBadge role={row.role} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums text-muted-foreground">
                      {formatDate(row.created_at)}
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
              Attribution des rôles
            </CardTitle>
            <CardDescription>
              Les rôles ne se gèrent pas depuis cette interface : ils sont ajoutés manuellement dans la table{' '}
              <code className="rounded bg-muted px-1 py-0.5 text-xs text-foreground">user_roles</code> du backend (une
              ligne par utilisateur et par rôle, avec son identifiant).
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

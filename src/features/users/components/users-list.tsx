import { Info } from 'lucide-react';
import { useMemo } from 'react';
import { dataColumnHelper, DataTable } from '@/components/data-list/data-table';
import { ListToolbar } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { useDataList } from '@/components/data-list/use-list-view';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth-context';
import { formatDate } from '@/lib/format';
import { roleOrder, roles } from '@/domain/team/roles';
import { USERS_PAGE_SIZE, useUsers, type StaffUser } from '../api/fetch-users';
import { userSorts } from '../api/keys';
import { AccountActions } from './account-actions';
import { InviteUserDialog } from './invite-user-dialog';
import { RoleBadge } from './role-badge';

export function usersCountLabel(count: number): string {
  return `${count} utilisateur${count > 1 ? 's' : ''}`;
}

function AccountStatus({ user }: { user: StaffUser }) {
  if (!user.active) return <Badge variant="muted">Désactivé</Badge>;
  if (!user.confirmed) return <Badge variant="warning">Invitation envoyée</Badge>;
  return <Badge variant="success">Actif</Badge>;
}

const column = dataColumnHelper<StaffUser>();

function usersColumns(myId: string | undefined) {
  return column.columns([
    column.accessor((row) => row.email, {
      id: 'email',
      header: 'Utilisateur',
      sortDescFirst: false,
      cell: ({ row: { original: row } }) => (
        <>
          <span className="block font-medium text-navy">{row.full_name ?? row.email}</span>
          {row.full_name ? <span className="block text-xs text-muted-foreground">{row.email}</span> : null}
        </>
      ),
    }),
    column.display({
      id: 'roles',
      header: 'Rôles',
      cell: ({ row: { original: row } }) => (
        <span className="flex flex-wrap gap-1">
          {row.roles.length === 0 ? (
            <span className="text-sm text-muted-foreground">Aucun rôle</span>
          ) : (
            row.roles.map((role) => <RoleBadge key={role} role={role} />)
          )}
        </span>
      ),
    }),
    column.accessor((row) => row.created_at, {
      id: 'created',
      header: 'Créé le',
      sortDescFirst: true,
      cell: ({ row }) => formatDate(row.original.created_at),
      meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
    }),
    column.accessor((row) => row.last_sign_in_at, {
      id: 'last_sign_in',
      header: 'Dernière connexion',
      sortDescFirst: true,
      cell: ({ row }) => (row.original.last_sign_in_at ? formatDate(row.original.last_sign_in_at) : 'Jamais'),
      meta: { cellClassName: 'whitespace-nowrap tabular-nums text-muted-foreground' },
    }),
    column.display({
      id: 'status',
      header: 'Statut',
      cell: ({ row }) => <AccountStatus user={row.original} />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <AccountActions user={row.original} isSelf={row.original.id === myId} />,
      meta: { headerClassName: 'text-right' },
    }),
  ]);
}

/** No filter but the search: the accounts are few enough for one box. */
const readNoFilters = () => ({});

/** /admin/users: the accounts, searched, sorted and paged by the database, and what an administrator does with them. */
export function UsersList() {
  const { result, total, search, table, pager } = useDataList({
    sort: userSorts,
    readFilters: readNoFilters,
    useRows: useUsers,
    pageSize: USERS_PAGE_SIZE,
    failureTrace: 'Chargement des utilisateurs impossible',
  });
  const { user: me } = useAuth();
  const columns = useMemo(() => usersColumns(me?.id), [me?.id]);

  return (
    <>
      <AdminPageHeader
        title="Utilisateurs"
        description={result.isPending ? undefined : <span aria-live="polite">{usersCountLabel(total)}</span>}
        actions={<InviteUserDialog />}
      />
      <div className="grid items-start gap-6 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid gap-4">
          <ListToolbar
            {...search}
            searchPlaceholder="Rechercher par nom ou e-mail..."
            searchLabel="Rechercher un utilisateur"
          />
          <div className="rounded-lg border border-border bg-card shadow-sm">
            <DataTable label="Comptes du back-office" emptyText="Aucun utilisateur" columns={columns} {...table} />
          </div>
          <Pager {...pager} />
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

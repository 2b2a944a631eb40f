import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { dataColumnHelper, DataTable } from '@/components/data-list/data-table';
import { ListToolbar } from '@/components/data-list/list-toolbar';
import { Pager } from '@/components/data-list/pager';
import { useDataList } from '@/components/data-list/use-list-view';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCan } from '@/lib/use-can';
import { cn } from '@/lib/utils';
import { LIST_PAGE_SIZE } from '@/lib/list-query';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories, useNextCategoryPosition, type Category } from '../api/fetch-categories';
import { categorySorts } from '../api/category-keys';
import { useSaveCategory } from '../api/save-category';
import { CategoryIcon, categoryIcon } from '../category-icons';
import { categoryToFormValues, emptyCategoryValues } from '../category-schema';
import { CategoryForm } from './category-form';

/** No filter but the search. */
const readNoFilters = () => ({});

function countLabel(count: number): string {
  return `${count} catégorie${count > 1 ? 's' : ''}`;
}

/** /admin/categories: the list (by order_position by default, searched and sorted by the database) and one form with create and edit modes. */
export function CategoriesScreen() {
  const { query, result, total, search, table, pager } = useDataList({
    sort: categorySorts,
    readFilters: readNoFilters,
    useRows: useCategories,
    pageSize: LIST_PAGE_SIZE,
    // Admin list load errors are silent on screen (the empty state shows); keep a trace.
    failureTrace: 'Chargement des catégories impossible',
  });
  const nextPosition = useNextCategoryPosition().data;
  const canWrite = useCan('catalogue', 'write');
  const [editing, setEditing] = useState<Category | null>(null);
  // Bumped to give the form a fresh start (cancel, successful save).
  const [formGeneration, setFormGeneration] = useState(0);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const formCardRef = useRef<HTMLDivElement>(null);

  const resetForm = useCallback(() => {
    setEditing(null);
    setFormGeneration((n) => n + 1);
  }, []);

  const startEditing = useCallback((category: Category) => {
    setEditing(category);
    setFormGeneration((n) => n + 1);
    // Keyboard and screen-reader users land in the form they just opened.
    requestAnimationFrame(() => {
      formCardRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      formCardRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    });
  }, []);
  const columns = useMemo(
    () => categoryColumns({ onEdit: startEditing, onDelete: setToDelete, readOnly: !canWrite }),
    [startEditing, canWrite],
  );
  const editingId = editing?.id;
  const isEditing = useCallback((category: Category) => category.id === editingId, [editingId]);

  const save = useSaveCategory(resetForm);
  const remove = useDeleteCategory((id) => {
    setToDelete(null);
    if (editing?.id === id) resetForm();
  });

  return (
    <>
      <AdminPageHeader
        title="Catégories"
        description={result.isPending ? undefined : <span aria-live="polite">{countLabel(total)}</span>}
      />
      <div
        className={cn(
          'grid items-start gap-6',
          canWrite && 'lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]',
        )}
      >
        {canWrite ? (
          <Card ref={formCardRef} className="lg:sticky lg:top-6">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                {editing ? (
                  <>
                    <Pencil className="size-4 text-accent-strong" aria-hidden="true" />
                    Modifier la catégorie
                  </>
                ) : (
                  <>
                    <Plus className="size-4 text-accent-strong" aria-hidden="true" />
                    Nouvelle catégorie
                  </>
                )}
              </CardTitle>
              <CardDescription>
                {editing ? <>Vous modifiez « {editing.name} ».</> : 'Les champs marqués * sont obligatoires.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <CategoryForm
                key={`${editing?.id ?? 'new'}-${formGeneration}`}
                mode={editing ? 'edit' : 'create'}
                defaultValues={editing ? categoryToFormValues(editing) : emptyCategoryValues}
                suggestedPosition={nextPosition}
                onSubmit={(row) => save.mutateAsync({ id: editing?.id, row })}
                onCancel={resetForm}
              />
            </CardContent>
          </Card>
        ) : null}

        <div className="grid gap-4">
          <ListToolbar
            {...search}
            searchPlaceholder="Rechercher par nom, slug ou description..."
            searchLabel="Rechercher une catégorie"
          />
          <div className="rounded-lg border border-border bg-card shadow-sm">
            <DataTable
              label="Catégories"
              emptyText={query.search ? 'Aucune catégorie trouvée' : 'Aucune catégorie pour le moment'}
              columns={columns}
              {...table}
              isCurrent={isEditing}
            />
          </div>
          <Pager {...pager} />
        </div>
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Supprimer cette catégorie ?"
        description={
          toDelete ? <>« {toDelete.name} » sera définitivement supprimée. Cette action est irréversible.</> : undefined
        }
        pending={remove.isPending}
        onConfirm={() => {
          if (toDelete && !remove.isPending) remove.mutate(toDelete.id);
        }}
      />
    </>
  );
}

interface RowActions {
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  readOnly: boolean;
}

const column = dataColumnHelper<Category>();

function IconCell({ icon }: { icon: string | null }) {
  return (
    <span
      className="flex size-8 items-center justify-center rounded-md bg-secondary text-navy"
      title={icon ?? undefined}
    >
      {categoryIcon(icon) !== undefined ? (
        <CategoryIcon name={icon} className="size-4" />
      ) : (
        <span className="text-xs text-muted-foreground" aria-hidden="true">
          —
        </span>
      )}
      <span className="sr-only">{icon ? `Icône ${icon}` : 'Sans icône'}</span>
    </span>
  );
}

function RowButtons({ category, onEdit, onDelete }: { category: Category } & Omit<RowActions, 'readOnly'>) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon-sm" aria-label={`Modifier ${category.name}`} onClick={() => onEdit(category)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        aria-label={`Supprimer ${category.name}`}
        onClick={() => onDelete(category)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The ids of the sortable columns are the list's sort keys (`?sort=`). */
function categoryColumns({ onEdit, onDelete, readOnly }: RowActions) {
  const columns = column.columns([
    column.accessor((category) => category.order_position, {
      id: 'position',
      header: 'Position',
      sortDescFirst: false,
      cell: ({ row }) => row.original.order_position,
      meta: { headerClassName: 'w-20', cellClassName: 'tabular-nums text-muted-foreground' },
    }),
    column.display({
      id: 'icon',
      header: 'Icône',
      cell: ({ row }) => <IconCell icon={row.original.icon} />,
      meta: { headerClassName: 'w-16' },
    }),
    column.accessor((category) => category.name, {
      id: 'name',
      header: 'Nom',
      sortDescFirst: false,
      cell: ({ row: { original: category } }) => (
        <>
          <div className="font-medium text-navy">{category.name}</div>
          {category.description ? (
            <p className="line-clamp-2 text-xs text-muted-foreground">{category.description}</p>
          ) : null}
        </>
      ),
      meta: { cellClassName: 'max-w-80' },
    }),
    column.accessor((category) => category.slug, {
      id: 'slug',
      header: 'Slug',
      sortDescFirst: false,
      cell: ({ row }) => (
        <code className="whitespace-nowrap rounded bg-muted px-1.5 py-0.5 text-xs">{row.original.slug}</code>
      ),
    }),
    column.display({
      id: 'status',
      header: 'Statut',
      cell: ({ row }) =>
        row.original.active ? <Badge variant="success">Active</Badge> : <Badge variant="muted">Inactive</Badge>,
    }),
  ]);
  if (readOnly) return columns;
  return [
    ...columns,
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <RowButtons category={row.original} onEdit={onEdit} onDelete={onDelete} />,
      meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
    }),
  ];
}

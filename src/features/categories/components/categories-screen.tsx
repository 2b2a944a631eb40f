import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/lib/use-can';
import { cn } from '@/lib/utils';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories, type Category } from '../api/fetch-categories';
import { useSaveCategory } from '../api/save-category';
import { CategoryIcon, categoryIcon } from '../category-icons';
import { categoryToFormValues, emptyCategoryValues } from '../schemas';
import { CategoryForm } from './category-form';

const noCategories: Category[] = [];
const COLUMN_COUNT = 6;

function countLabel(count: number): string {
  return `${count} catégorie${count > 1 ? 's' : ''}`;
}

/** /admin/categories: the list by order_position and one form with create and edit modes. */
export function CategoriesScreen() {
  const { data, isPending, error } = useCategories();
  const canWrite = useCan('catalogue', 'write');
  const [editing, setEditing] = useState<Category | null>(null);
  // Bumped to give the form a fresh start (cancel, successful save).
  const [formGeneration, setFormGeneration] = useState(0);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const formCardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Admin list load errors are silent on screen (the empty state shows); keep a trace.
    if (error) console.error('Chargement des catégories impossible', error);
  }, [error]);

  const categories = data ?? noCategories;

  function resetForm() {
    setEditing(null);
    setFormGeneration((n) => n + 1);
  }

  function startEditing(category: Category) {
    setEditing(category);
    setFormGeneration((n) => n + 1);
    // Keyboard and screen-reader users land in the form they just opened.
    requestAnimationFrame(() => {
      formCardRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      formCardRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    });
  }

  const save = useSaveCategory(resetForm);
  const remove = useDeleteCategory((id) => {
    setToDelete(null);
    if (editing?.id === id) resetForm();
  });

  const nextPosition = categories.reduce((max, category) => Math.max(max, category.order_position + 1), 0);

  return (
    <>
      <AdminPageHeader
        title="Catégories"
        description={isPending ? undefined : <span aria-live="polite">{countLabel(categories.length)}</span>}
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
                suggestedPosition={isPending ? undefined : nextPosition}
                onSubmit={(row) => save.mutateAsync({ id: editing?.id, row })}
                onCancel={resetForm}
              />
            </CardContent>
          </Card>
        ) : null}

        <div className="rounded-lg border border-border bg-card shadow-sm">
          <Table className="min-w-[36rem]">
            <caption className="sr-only">Catégories par ordre d’affichage</caption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-20">Position</TableHead>
                <TableHead className="w-16">Icône</TableHead>
                <TableHead>Nom</TableHead>
                <TableHead>Slug</TableHead>
                <TableHead>Statut</TableHead>
                {canWrite ? <TableHead className="text-right">Actions</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending ? (
                <tr>
                  <td colSpan={COLUMN_COUNT}>
                    <Loading />
                  </td>
                </tr>
              ) : categories.length === 0 ? (
                <tr>
                  <td colSpan={COLUMN_COUNT} className="py-12 text-center text-muted-foreground">
                    Aucune catégorie pour le moment
                  </td>
                </tr>
              ) : (
                categories.map((category) => (
                  <CategoryRow
                    key={category.id}
                    category={category}
                    editing={editing?.id === category.id}
                    onEdit={startEditing}
                    onDelete={setToDelete}
                    readOnly={!canWrite}
                  />
                ))
              )}
            </TableBody>
          </Table>
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

interface CategoryRowProps {
  category: Category;
  editing: boolean;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  readOnly: boolean;
}

function CategoryRow({ category, editing, onEdit, onDelete, readOnly }: CategoryRowProps) {
  const hasIcon = categoryIcon(category.icon) !== undefined;
  return (
    <TableRow className={cn(editing && 'bg-secondary hover:bg-secondary')} aria-current={editing ? 'true' : undefined}>
      <TableCell className="tabular-nums text-muted-foreground">{category.order_position}</TableCell>
      <TableCell>
        <span
          className="flex size-8 items-center justify-center rounded-md bg-secondary text-navy"
          title={category.icon ?? undefined}
        >
          {hasIcon ? (
            <CategoryIcon name={category.icon} className="size-4" />
          ) : (
            <span className="text-xs text-muted-foreground" aria-hidden="true">
              —
            </span>
          )}
          <span className="sr-only">{category.icon ? `Icône ${category.icon}` : 'Sans icône'}</span>
        </span>
      </TableCell>
      <TableCell className="max-w-80">
        <div className="font-medium text-navy">{category.name}</div>
        {category.description ? (
          <p className="line-clamp-2 text-xs text-muted-foreground">{category.description}</p>
        ) : null}
      </TableCell>
      <TableCell>
        <code className="whitespace-nowrap rounded bg-muted px-1.5 py-0.5 text-xs">{category.slug}</code>
      </TableCell>
      <TableCell>
        {category.active ? <Badge variant="success">Active</Badge> : <Badge variant="muted">Inactive</Badge>}
      </TableCell>
      {readOnly ? null : (
        <TableCell className="text-right">
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Modifier ${category.name}`}
              onClick={() => onEdit(category)}
            >
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
        </TableCell>
      )}
    </TableRow>
  );
}

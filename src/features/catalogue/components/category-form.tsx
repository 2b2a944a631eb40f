import { zodResolver } from '@hookform/resolvers/zod';
import { Save, X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { slugify } from '@/lib/slug';
import { useSingleFlight } from '@/lib/use-single-flight';
import { CategoryIcon, categoryIcon, categoryIconNames } from '../category-icons';
import {
  categoryLimits,
  categorySchema,
  emptyCategoryValues,
  toCategoryWrite,
  type CategoryFormValues,
  type CategoryInput,
  type CategoryWrite,
  fieldOfServerError,
} from '../category-schema';

export interface CategoryFormProps {
  mode: 'create' | 'edit';
  defaultValues?: CategoryFormValues;
  /** Sends the row; a rejection is reported by the caller, and the form keeps every field. */
  onSubmit: (row: CategoryWrite) => Promise<unknown>;
  /** Leaves edit mode / clears the form. */
  onCancel: () => void;
  /** Create mode: the position after the last category, applied while the user has not typed one. */
  suggestedPosition?: number;
}

/**
 * The category form, in create or edit mode. The slug follows the name (lowercase, no accents,
 * hyphens) until the user edits the slug; in edit mode it is left alone, since it is in use.
 */
export function CategoryForm({
  mode,
  defaultValues = emptyCategoryValues,
  onSubmit,
  onCancel,
  suggestedPosition,
}: CategoryFormProps) {
  const { run, pending: submitting, isBusy } = useSingleFlight();
  const slugTouched = useRef(mode === 'edit');
  const iconListId = useId();
  const activeId = useId();

  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categorySchema),
    defaultValues,
  });
  const { errors } = form.formState;
  const iconName = useWatch({ control: form.control, name: 'icon' })?.trim() ?? '';
  const hasPreview = categoryIcon(iconName) !== undefined;

  useEffect(() => {
    if (mode !== 'create' || suggestedPosition === undefined) return;
    if (form.getFieldState('order_position').isDirty) return;
    form.setValue('order_position', String(suggestedPosition));
  }, [form, mode, suggestedPosition]);

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTouched.current) {
        form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
      }
    },
  });
  const slugField = form.register('slug', {
    onChange: (event: { target: { value: string } }) => {
      // Emptying the slug hands it back to the suggestion.
      slugTouched.current = event.target.value !== '';
    },
  });

  const submit = form.handleSubmit(async (values) => {
    await run(async () => {
      try {
        await onSubmit(toCategoryWrite(values));
      } catch (error) {
        // The caller has said why (toast); every typed value stays in place, and a refusal
        // the database ties to one field is shown at that field too.
        const field = fieldOfServerError(error);
        if (field) form.setError(field, { message: errorMessage(error) }, { shouldFocus: true });
      }
    });
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (isBusy()) {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting || undefined} className="grid gap-4">
      <Field label="Nom" required error={errors.name?.message}>
        <Input autoComplete="off" placeholder="ex. Écrans Géants" {...nameField} />
      </Field>
      <Field
        label="Slug"
        required
        hint={
          mode === 'create'
            ? 'Proposé à partir du nom ; minuscules sans accents, chiffres et tirets.'
            : 'Adresse de sa page (/catalogue/…) : la modifier casse les liens déjà partagés.'
        }
        error={errors.slug?.message}
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder="ex. ecrans-geants"
          className="font-mono"
          {...slugField}
        />
      </Field>
      <Field
        label="Description"
        hint={`${categoryLimits.description} caractères au maximum.`}
        error={errors.description?.message}
      >
        <Textarea rows={3} className="resize-y" {...form.register('description')} />
      </Field>
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <Field
          label="Icône"
          hint={
            iconName === ''
              ? 'Nom d’une icône Lucide, ex. Monitor.'
              : hasPreview
                ? `Aperçu de l’icône ${iconName}.`
                : 'Nom accepté, mais sans aperçu ici : vérifiez-le sur lucide.dev/icons.'
          }
          error={errors.icon?.message}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            placeholder="ex. Monitor"
            list={iconListId}
            {...form.register('icon')}
          />
        </Field>
        <div
          className="mt-6 flex size-10 items-center justify-center rounded-md border border-border bg-secondary text-navy"
          aria-hidden="true"
          data-testid="category-icon-preview"
        >
          {hasPreview ? (
            <CategoryIcon name={iconName} className="size-5" />
          ) : (
            <span className="text-xs text-muted-foreground">—</span>
          )}
        </div>
        <datalist id={iconListId}>
          {categoryIconNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <Field
        label="Position"
        hint="Ordre d’affichage : les plus petites d’abord."
        error={errors.order_position?.message}
      >
        <Input inputMode="numeric" autoComplete="off" className="w-32" {...form.register('order_position')} />
      </Field>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-0.5">
              <Label htmlFor={activeId}>Active</Label>
              <p id={`${activeId}-hint`} className="text-xs text-muted-foreground">
                Une catégorie inactive disparaît du site public, avec sa page et ses produits.
              </p>
            </div>
            <Switch
              id={activeId}
              aria-describedby={`${activeId}-hint`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </div>
        )}
      />
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          <X aria-hidden="true" />
          Annuler
        </Button>
        <Button type="submit" disabled={submitting}>
          <Save aria-hidden="true" />
          {submitting ? 'Enregistrement...' : mode === 'create' ? 'Créer la catégorie' : 'Mettre à jour'}
        </Button>
      </div>
    </form>
  );
}

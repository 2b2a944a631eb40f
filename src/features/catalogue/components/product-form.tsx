import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/errors';
import { slugify } from '@/lib/slug';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCategoryOptions, type CategoryOption } from '../api/fetch-category-options';
import {
  emptyProductValues,
  parseBadges,
  productLimits,
  productSchema,
  toProductWrite,
  type ProductFormValues,
  type ProductInput,
  type ProductWrite,
  fieldOfServerError,
} from '../product-schema';
import { ProductImagePreview } from './product-image-preview';

export interface ProductFormProps {
  mode: 'create' | 'edit';
  defaultValues?: ProductFormValues;
  /** The main uploaded image's URL, when the product has images: the URL field then follows it. */
  imageUrlFromMedia?: string;
  /** Sends the row; a rejection is reported by the caller, and the form keeps every field. */
  onSubmit: (row: ProductWrite) => Promise<unknown>;
}

const priceFields = [
  { name: 'monthly_price_12', label: 'Loyer 12 mois' },
  { name: 'monthly_price_24', label: 'Loyer 24 mois' },
  { name: 'monthly_price_36', label: 'Loyer 36 mois' },
  { name: 'monthly_price_48', label: 'Loyer 48 mois' },
] as const;

/** The categories offered: the active ones, and the product's own even if it was switched off. */
function categoryChoices(categories: readonly CategoryOption[], current: string) {
  return categories
    .filter((category) => category.active || category.id === current)
    .map((category) => ({
      value: category.id,
      label: category.active ? category.name : `${category.name} (inactive)`,
    }));
}

/**
 * The one product form of /admin/products/new and /admin/products/{id}. Every bad value is
 * refused at its field in French, nothing is sent until all are valid, and nothing is sent twice.
 * The slug (the product page's address) follows the name until it is edited; an existing
 * product's slug is left alone, since links to its page are out there.
 */
export function ProductForm({
  mode,
  defaultValues = emptyProductValues,
  imageUrlFromMedia,
  onSubmit,
}: ProductFormProps) {
  const { run, pending: submitting, isBusy } = useSingleFlight();
  const activeId = useId();
  const featuredId = useId();
  const slugTouched = useRef(mode === 'edit');
  const categories = useCategoryOptions();

  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (imageUrlFromMedia) form.setValue('image_url', imageUrlFromMedia, { shouldDirty: false });
  }, [form, imageUrlFromMedia]);
  const imageUrl = useWatch({ control: form.control, name: 'image_url' });
  const badgesText = useWatch({ control: form.control, name: 'badges' });
  const badgeCount = parseBadges(badgesText ?? '').length;
  const slug = useWatch({ control: form.control, name: 'slug' }) ?? '';
  const categoryId = useWatch({ control: form.control, name: 'category_id' }) ?? '';
  const choices = categoryChoices(categories.data ?? [], defaultValues.category_id);
  const categorySlug = categories.data?.find((category) => category.id === categoryId)?.slug ?? '{catégorie}';

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
    // A double click validates twice; only the first pass may send.
    await run(async () => {
      try {
        await onSubmit(toProductWrite(values));
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
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting || undefined} className="grid gap-6">
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Informations</CardTitle>
              <CardDescription>Ce que voient les visiteurs dans le catalogue.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Nom" required error={errors.name?.message}>
                  <Input autoComplete="off" placeholder="ex. Écran LED 55 pouces" {...nameField} />
                </Field>
                <Field label="Marque" required error={errors.brand?.message}>
                  <Input autoComplete="off" placeholder="ex. Samsung" {...form.register('brand')} />
                </Field>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <Controller
                  control={form.control}
                  name="category_id"
                  render={({ field }) => (
                    <div className="grid content-start gap-1.5">
                      <SelectField
                        label="Catégorie"
                        value={field.value}
                        onChange={field.onChange}
                        options={choices}
                        placeholder={
                          categories.isPending
                            ? 'Chargement des catégories...'
                            : choices.length === 0
                              ? 'Aucune catégorie active'
                              : 'Choisir une catégorie'
                        }
                        disabled={categories.isPending}
                        error={errors.category_id?.message}
                      />
                      {!categories.isPending && choices.length === 0 ? (
                        <p className="text-xs text-muted-foreground">
                          Créez d’abord une catégorie :{' '}
                          <Link to={paths.admin.categories} className="font-medium text-accent-strong underline">
                            Catégories
                          </Link>
                          .
                        </p>
                      ) : (
                        <p className="text-xs text-muted-foreground">Obligatoire pour un produit actif.</p>
                      )}
                    </div>
                  )}
                />
                <Field
                  label="Slug"
                  required
                  hint={`Adresse de la fiche : /catalogue/${categorySlug}/${slug || '…'}`}
                  error={errors.slug?.message}
                >
                  <Input
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="ex. ecran-led-55-pouces"
                    className="font-mono"
                    {...slugField}
                  />
                </Field>
              </div>
              <Field
                label="Description"
                hint={`${productLimits.description.toLocaleString('fr-FR')} caractères au maximum, sans balises HTML.`}
                error={errors.description?.message}
              >
                <Textarea rows={5} className="resize-y" {...form.register('description')} />
              </Field>
              <Field
                label="URL de l’image"
                required
                hint={
                  imageUrlFromMedia
                    ? 'Définie par l’image principale (section « Images » ci-dessous).'
                    : 'Adresse https://… ou chemin du site commençant par « / » (ex. /images/products/ecran-led-exterieur.svg).'
                }
                error={errors.image_url?.message}
              >
                <Input
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://…"
                  readOnly={Boolean(imageUrlFromMedia)}
                  {...form.register('image_url')}
                />
              </Field>
              <ProductImagePreview url={imageUrl ?? ''} />
            </CardContent>
          </Card>
        </div>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Tarifs</CardTitle>
              <CardDescription>Loyers mensuels HT par durée, en euros (pas de 0,01 €).</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                {priceFields.map(({ name, label }) => (
                  <Field key={name} label={`${label} (€/mois)`} error={errors[name]?.message}>
                    <Input inputMode="decimal" autoComplete="off" placeholder="0,00" {...form.register(name)} />
                  </Field>
                ))}
              </div>
              <Field label="Prix d’achat (€)" error={errors.purchase_price?.message}>
                <Input inputMode="decimal" autoComplete="off" placeholder="0,00" {...form.register('purchase_price')} />
              </Field>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Stock, note et badges</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Stock" hint="Nombre entier d’unités." error={errors.stock?.message}>
                  <Input inputMode="numeric" autoComplete="off" placeholder="0" {...form.register('stock')} />
                </Field>
                <Field label="Note (0 à 5)" hint="Une décimale au plus, ex. 4,5." error={errors.rating?.message}>
                  <Input inputMode="decimal" autoComplete="off" placeholder="4,5" {...form.register('rating')} />
                </Field>
              </div>
              <Field
                label="Badges"
                hint={`Séparés par des virgules : ${badgeCount}/${productLimits.badges} badges, ${productLimits.badge} caractères chacun au maximum.`}
                error={errors.badges?.message}
              >
                <Input autoComplete="off" placeholder="ex. Nouveau, 4K, Extérieur" {...form.register('badges')} />
              </Field>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Visibilité</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => (
                  <div className="flex items-start justify-between gap-4">
                    <div className="grid gap-0.5">
                      <Label htmlFor={activeId}>Actif</Label>
                      <p id={`${activeId}-hint`} className="text-xs text-muted-foreground">
                        Un produit inactif n’apparaît pas sur le site public.
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
              <Controller
                control={form.control}
                name="featured"
                render={({ field }) => (
                  <div className="flex items-start justify-between gap-4">
                    <div className="grid gap-0.5">
                      <Label htmlFor={featuredId}>Mis en avant</Label>
                      <p id={`${featuredId}-hint`} className="text-xs text-muted-foreground">
                        Les produits mis en avant s’affichent en tête du catalogue.
                      </p>
                    </div>
                    <Switch
                      id={featuredId}
                      aria-describedby={`${featuredId}-hint`}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  </div>
                )}
              />
            </CardContent>
          </Card>
        </div>
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-border bg-card/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        {Object.keys(errors).length > 0 ? (
          <p role="status" className="mr-auto basis-full text-sm font-medium text-destructive sm:basis-auto">
            Le formulaire contient des erreurs : corrigez les champs signalés.
          </p>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.admin.products}>Annuler</Link>
        </Button>
        <Button type="submit" disabled={submitting}>
          <Save aria-hidden="true" />
          {submitting ? 'Enregistrement...' : mode === 'create' ? 'Créer le produit' : 'Enregistrer les modifications'}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { billingFrequencies, billingFrequencyLabels } from '@/domain/billing/frequency';
import { formatEuro } from '@/lib/format';
import type { OfferCatalogueProduct } from '../api/fetch-offer-catalogue';
import { offerFormSchemaFor, type OfferFormValues } from '../offer-form-schema';
import { catalogueMonthly, discountPercent, floorMonthly, offerTotals, pricedDurations } from '../pricing';
import { serviceLevelOffer, serviceLevels } from '@/domain/contracts/service-levels';

interface OfferFormProps {
  defaultValues: OfferFormValues;
  products: OfferCatalogueProduct[];
  submitLabel: string;
  onSubmit: (values: OfferFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** One form for a draft offer: client block, lines from the active catalogue, services, terms. */
export function OfferForm({ defaultValues, products, submitLabel, onSubmit, onCancel }: OfferFormProps) {
  const form = useForm<OfferFormValues>({ resolver: zodResolver(offerFormSchemaFor(products)), defaultValues });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // The form keeps every value; the mutation has already said what went wrong.
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Client</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="Prénom" required error={errors.client_first_name?.message}>
            <Input autoComplete="off" {...register('client_first_name')} />
          </Field>
          <Field label="Nom" required error={errors.client_last_name?.message}>
            <Input autoComplete="off" {...register('client_last_name')} />
          </Field>
          <Field label="E-mail" required error={errors.client_email?.message}>
            <Input type="email" autoComplete="off" {...register('client_email')} />
          </Field>
          <Field label="Téléphone" error={errors.client_phone?.message}>
            <Input type="tel" autoComplete="off" {...register('client_phone')} />
          </Field>
          <Field label="Société" error={errors.client_company?.message}>
            <Input autoComplete="off" {...register('client_company')} />
          </Field>
          <Field label="SIRET" error={errors.client_siret?.message}>
            <Input inputMode="numeric" autoComplete="off" {...register('client_siret')} />
          </Field>
          <Field label="Rue" error={errors.street?.message} className="sm:col-span-2">
            <Input autoComplete="off" {...register('street')} />
          </Field>
          <Field label="Code postal" error={errors.postal_code?.message}>
            <Input autoComplete="off" {...register('postal_code')} />
          </Field>
          <Field label="Ville" error={errors.city?.message}>
            <Input autoComplete="off" {...register('city')} />
          </Field>
        </CardContent>
      </Card>

      <OfferLines form={form} products={products} />

      <Card>
        <CardHeader>
          <CardTitle>Services et conditions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="flex items-center gap-2 sm:col-span-2">
            <Checkbox id="offer-installation" {...register('installation')} />
            <label htmlFor="offer-installation" className="text-sm">
              Installation incluse
            </label>
          </div>
          <Field label="Niveau de maintenance" error={errors.maintenance_level?.message}>
            <NativeSelect {...register('maintenance_level')}>
              {serviceLevels.map((level) => (
                <option key={level} value={level}>
                  {serviceLevelOffer(level)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Périodicité de facturation" error={errors.billing_frequency?.message}>
            <NativeSelect {...register('billing_frequency')}>
              {billingFrequencies.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {billingFrequencyLabels[frequency]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label="Premier loyer majoré (€ HT)"
            error={errors.first_rent_ht?.message}
            hint="Facultatif, pour un équipement de plus de 100 000 € HT : facturé à la place du premier mois entier de loyer."
          >
            <Input inputMode="decimal" autoComplete="off" {...register('first_rent_ht')} />
          </Field>
          <Field label="Valable jusqu’au" required error={errors.valid_until?.message}>
            <Input type="date" {...register('valid_until')} />
          </Field>
          <Field
            label="Conditions de paiement"
            required
            error={errors.payment_terms?.message}
            className="sm:col-span-2"
          >
            <Input {...register('payment_terms')} />
          </Field>
          <Field label="Note au client" error={errors.note?.message} className="sm:col-span-2">
            <Textarea rows={3} {...register('note')} />
          </Field>
        </CardContent>
      </Card>

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function OfferLines({ form, products }: { form: UseFormReturn<OfferFormValues>; products: OfferCatalogueProduct[] }) {
  const { control, register, setValue, getValues, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const byId = new Map(products.map((product) => [product.id, product]));
  const totals = offerTotals(
    items.map((line) => ({
      quantity: Number.isFinite(line.quantity) ? line.quantity : 0,
      duration_months: line.duration_months,
      monthly_rent: Number.isFinite(line.monthly_rent) ? line.monthly_rent : 0,
    })),
  );
  const errors = formState.errors.items;

  // A new product or duration takes the catalogue's rent (and a duration it is priced for).
  function reprice(index: number) {
    const line = getValues(`items.${index}`);
    const product = byId.get(line.product_id);
    if (!product) return;
    const durations = pricedDurations(product);
    const months = durations.includes(line.duration_months as never) ? line.duration_months : (durations.at(-1) ?? 36);
    if (months !== line.duration_months) setValue(`items.${index}.duration_months`, months);
    setValue(`items.${index}.monthly_rent`, catalogueMonthly(product, months) ?? 0, { shouldValidate: true });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Lignes du devis</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {fields.map((field, index) => {
          const line = items[index];
          const product = line ? byId.get(line.product_id) : undefined;
          const list = product && line ? catalogueMonthly(product, line.duration_months) : null;
          const durations = product ? pricedDurations(product) : [];
          return (
            <fieldset key={field.id} className="grid gap-3 rounded-md border border-border p-4 sm:grid-cols-6">
              <legend className="px-1 text-sm font-medium">Ligne {index + 1}</legend>
              <Field label="Produit" error={errors?.[index]?.product_id?.message} className="sm:col-span-3">
                <NativeSelect {...register(`items.${index}.product_id`, { onChange: () => reprice(index) })}>
                  <option value="">Choisir un produit…</option>
                  {products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.brand ? `${p.name} (${p.brand})` : p.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field label="Quantité" error={errors?.[index]?.quantity?.message}>
                <Input
                  type="number"
                  min={1}
                  max={10000}
                  step={1}
                  {...register(`items.${index}.quantity`, { valueAsNumber: true })}
                />
              </Field>
              <Field label="Durée" error={errors?.[index]?.duration_months?.message} className="sm:col-span-2">
                <NativeSelect
                  {...register(`items.${index}.duration_months`, {
                    valueAsNumber: true,
                    onChange: () => reprice(index),
                  })}
                >
                  {(durations.length ? durations : [12, 24, 36, 48, 60]).map((months) => (
                    <option key={months} value={months}>
                      {months} mois
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field
                label="Loyer mensuel HT unitaire (€)"
                error={errors?.[index]?.monthly_rent?.message}
                className="sm:col-span-3"
                hint={
                  list !== null && line
                    ? `Catalogue : ${formatEuro(list)} · remise ${discountPercent(list, line.monthly_rent).toLocaleString('fr-FR')} % · minimum ${formatEuro(floorMonthly(list))}`
                    : undefined
                }
              >
                <Input
                  type="number"
                  min={0}
                  step="0.01"
                  {...register(`items.${index}.monthly_rent`, { valueAsNumber: true })}
                />
              </Field>
              <div className="flex items-end justify-end sm:col-span-3">
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                  aria-label={`Supprimer la ligne ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                  Supprimer
                </Button>
              </div>
            </fieldset>
          );
        })}
        {typeof errors?.message === 'string' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.message}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => append({ product_id: '', quantity: 1, duration_months: 36, monthly_rent: 0 })}
          >
            <Plus aria-hidden="true" />
            Ajouter une ligne
          </Button>
        </div>
        <OfferTotalsList
          monthlyHt={totals.monthlyHt}
          vat={totals.vat}
          monthlyTtc={totals.monthlyTtc}
          commitmentHt={totals.commitmentHt}
        />
      </CardContent>
    </Card>
  );
}

/** Monthly HT, TVA 20 %, TTC and the total commitment, as the offer screens show them. */
export function OfferTotalsList({
  monthlyHt,
  vat,
  monthlyTtc,
  commitmentHt,
}: {
  monthlyHt: number;
  vat: number;
  monthlyTtc: number;
  commitmentHt: number;
}) {
  return (
    <dl className="ml-auto grid w-full max-w-sm grid-cols-2 gap-x-4 gap-y-1 border-t border-border pt-4 text-sm">
      <dt>Total mensuel HT</dt>
      <dd className="text-right tabular-nums">{formatEuro(monthlyHt)}</dd>
      <dt>TVA 20 %</dt>
      <dd className="text-right tabular-nums">{formatEuro(vat)}</dd>
      <dt className="font-semibold">Total mensuel TTC</dt>
      <dd className="text-right font-semibold tabular-nums">{formatEuro(monthlyTtc)}</dd>
      <dt className="font-semibold">Engagement total HT</dt>
      <dd className="text-right font-bold tabular-nums text-navy" data-testid="offer-commitment">
        {formatEuro(commitmentHt)}
      </dd>
    </dl>
  );
}

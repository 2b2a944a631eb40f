import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { formatEuro } from '@/lib/format';
import { CONTRACT_DURATIONS } from '@/lib/leasing';
import { orderStatuses, orderStatusLabels, paymentStatuses, paymentStatusLabels } from '@/domain/orders/status';
import type { CatalogueProduct } from '../api/fetch-order-catalogue';
import { emptyLine, lineMonthlyRent, orderFormSchema, orderTotals, type OrderFormValues } from '../order-form-schema';

const durationOptions = CONTRACT_DURATIONS.map((months) => ({ value: String(months), label: `${months} mois` }));
const statusOptions = orderStatuses.map((value) => ({ value, label: orderStatusLabels[value] }));
const paymentOptions = paymentStatuses.map((value) => ({ value, label: paymentStatusLabels[value] }));

interface OrderFormProps {
  defaultValues: OrderFormValues;
  products: CatalogueProduct[];
  submitLabel: string;
  /** Rejects to keep everything typed on screen (the caller has said why). */
  onSubmit: (values: OrderFormValues) => Promise<unknown>;
  onCancel?: () => void;
}

/** One form for creating and editing an order: customer, addresses, lines, totals, statuses, notes. */
export function OrderForm({ defaultValues, products, submitLabel, onSubmit, onCancel }: OrderFormProps) {
  const form = useForm<OrderFormValues>({ resolver: zodResolver(orderFormSchema), defaultValues });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // Stay on the form with every value kept; the mutation has already shown the error.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Commande">
      <Card>
        <CardHeader>
          <CardTitle>Client</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field label="Prénom" required error={errors.customer_first_name?.message}>
            <Input autoComplete="off" {...register('customer_first_name')} />
          </Field>
          <Field label="Nom" required error={errors.customer_last_name?.message}>
            <Input autoComplete="off" {...register('customer_last_name')} />
          </Field>
          <Field label="E-mail" required error={errors.customer_email?.message}>
            <Input type="email" autoComplete="off" {...register('customer_email')} />
          </Field>
          <Field label="Téléphone" error={errors.customer_phone?.message}>
            <Input type="tel" autoComplete="off" {...register('customer_phone')} />
          </Field>
          <Field label="Société" error={errors.customer_company?.message} className="sm:col-span-2">
            <Input autoComplete="off" {...register('customer_company')} />
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Adresses</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <AddressFields form={form} which="billing_address" title="Facturation" />
          <AddressFields form={form} which="shipping_address" title="Installation" />
        </CardContent>
      </Card>

      <OrderLines control={form.control} form={form} products={products} />

      <Card>
        <CardHeader>
          <CardTitle>Suivi</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <SelectField
                label="Statut de la commande"
                value={field.value}
                onChange={field.onChange}
                options={statusOptions}
              />
            )}
          />
          <Controller
            control={form.control}
            name="payment_status"
            render={({ field }) => (
              <SelectField
                label="Statut du paiement"
                value={field.value}
                onChange={field.onChange}
                options={paymentOptions}
              />
            )}
          />
          <Field label="Notes" error={errors.notes?.message} className="sm:col-span-2">
            <Textarea rows={3} {...register('notes')} />
          </Field>
        </CardContent>
      </Card>

      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Annuler
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function AddressFields({
  form,
  which,
  title,
}: {
  form: UseFormReturn<OrderFormValues>;
  which: 'billing_address' | 'shipping_address';
  title: string;
}) {
  const errors = form.formState.errors[which];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-navy">{title}</legend>
      <Field label="Rue" error={errors?.street?.message}>
        <Input autoComplete="off" {...form.register(`${which}.street`)} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <Field label="Code postal" error={errors?.postal_code?.message}>
          <Input autoComplete="off" {...form.register(`${which}.postal_code`)} />
        </Field>
        <Field label="Ville" error={errors?.city?.message}>
          <Input autoComplete="off" {...form.register(`${which}.city`)} />
        </Field>
      </div>
      <Field label="Pays" error={errors?.country?.message}>
        <Input autoComplete="off" {...form.register(`${which}.country`)} />
      </Field>
    </fieldset>
  );
}

function OrderLines({
  control,
  form,
  products,
}: {
  control: Control<OrderFormValues>;
  form: UseFormReturn<OrderFormValues>;
  products: CatalogueProduct[];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' });
  const totals = orderTotals(lines ?? []);
  const productOptions = products.map((p) => ({ value: p.id, label: p.brand ? `${p.name} — ${p.brand}` : p.name }));
  const errors = form.formState.errors.items;

  /** A new product or duration prices the line with the simulator's formula; the rent stays editable. */
  function reprice(index: number, productId: string, months: number) {
    const product = products.find((p) => p.id === productId);
    if (!product) return;
    form.setValue(`items.${index}.product_name`, product.name);
    form.setValue(`items.${index}.product_brand`, product.brand);
    form.setValue(`items.${index}.monthly_payment`, lineMonthlyRent(product, months), { shouldValidate: true });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Lignes de la commande</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-4">
          {fields.map((line, index) => (
            <li
              key={line.id}
              aria-label={`Ligne ${index + 1}`}
              className="grid gap-3 rounded-md border border-border p-4 md:grid-cols-[minmax(0,2fr)_8rem_7rem_9rem_auto] md:items-start"
            >
              <Controller
                control={control}
                name={`items.${index}.product_id`}
                render={({ field }) => (
                  <SelectField
                    label="Produit"
                    placeholder={form.getValues(`items.${index}.product_name`) || 'Choisir un produit'}
                    value={field.value}
                    onChange={(productId) => {
                      field.onChange(productId);
                      reprice(index, productId, form.getValues(`items.${index}.duration_months`));
                    }}
                    options={productOptions}
                    error={errors?.[index]?.product_name?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name={`items.${index}.duration_months`}
                render={({ field }) => (
                  <SelectField
                    label="Durée"
                    value={String(field.value)}
                    onChange={(value) => {
                      field.onChange(Number(value));
                      reprice(index, form.getValues(`items.${index}.product_id`), Number(value));
                    }}
                    options={durationOptions}
                    error={errors?.[index]?.duration_months?.message}
                  />
                )}
              />
              <Field label="Quantité" error={errors?.[index]?.quantity?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...form.register(`items.${index}.quantity`, { valueAsNumber: true })}
                />
              </Field>
              <Field label="Loyer mensuel HT (€)" error={errors?.[index]?.monthly_payment?.message}>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  {...form.register(`items.${index}.monthly_payment`, { valueAsNumber: true })}
                />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                className="md:mt-7"
                aria-label={`Retirer la ligne ${index + 1}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        {errors?.root?.message || errors?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.root?.message ?? errors.message}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => append(emptyLine())}>
            <Plus aria-hidden="true" />
            Ajouter une ligne
          </Button>
        </div>
        <dl className="ml-auto grid w-full max-w-sm gap-1.5 border-t border-border pt-4 text-sm" aria-label="Totaux">
          <TotalRow term="Loyer mensuel HT" value={formatEuro(totals.monthlyExclVat)} />
          <TotalRow term="TVA 20 %" value={formatEuro(totals.vat)} />
          <TotalRow term="Loyer mensuel TTC" value={formatEuro(totals.monthlyInclVat)} strong />
          <TotalRow term="Engagement total HT" value={formatEuro(totals.commitmentExclVat)} />
        </dl>
      </CardContent>
    </Card>
  );
}

function TotalRow({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className={strong ? 'font-semibold text-navy' : 'text-muted-foreground'}>{term}</dt>
      <dd className={strong ? 'font-bold tabular-nums text-navy' : 'tabular-nums'}>{value}</dd>
    </div>
  );
}

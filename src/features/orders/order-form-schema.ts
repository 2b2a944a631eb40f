import { CONTRACT_DURATIONS, monthlyEstimate, toCents, VAT_RATE } from '@/lib/leasing';
import {
  emailPattern,
  hiddenCharacterMessage,
  hiddenCharacterPattern,
  isPhone,
  lineBreakPattern,
  markupPattern,
  singleLineMessage,
} from '@/lib/text-rules';
import { z } from '@/lib/zod';
import { orderStatuses, paymentStatuses } from '@/domain/orders/status';
import type { CatalogueProduct } from './api/fetch-order-catalogue';

/**
 * The order form, mirroring the CHECKs of public.orders and public.order_items
 * (supabase/schemas/orders.sql) with French messages.
 */
function requiredText(what: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: `${what} est obligatoire.` })
    .max(max, { error: `${what} ne doit pas dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: `${what} ne doit pas contenir de balises.` })
    .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage });
}

function optionalText(what: string, max: number, must = 'ne doit pas') {
  return z
    .string()
    .trim()
    .max(max, { error: `${what} ${must} dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: `${what} ${must} contenir de balises.` })
    .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage });
}

/** A customer's name or company: one line, as orders_*_line_check requires. */
function oneLine<T extends z.ZodType<string>>(schema: T, what: string) {
  return schema.refine((value) => !lineBreakPattern.test(value), { error: singleLineMessage(what) });
}

const addressSchema = z.object({
  street: optionalText('La rue', 200),
  city: optionalText('La ville', 100),
  postal_code: optionalText('Le code postal', 20),
  country: optionalText('Le pays', 80),
});

export const orderLineSchema = z.object({
  // A line keeps its product's name; lines from before the catalogue link have no product id.
  product_id: z.string(),
  product_name: z.string().trim().min(1, { error: 'Choisissez un produit du catalogue.' }).max(120),
  product_brand: z.string().nullable(),
  quantity: z
    .number({ error: 'Indiquez une quantité.' })
    .int({ error: 'La quantité doit être un nombre entier.' })
    .min(1, { error: 'La quantité doit être d’au moins 1.' })
    .max(10000, { error: 'La quantité ne peut pas dépasser 10 000.' }),
  duration_months: z.number().refine((value) => (CONTRACT_DURATIONS as readonly number[]).includes(value), {
    error: 'La durée doit être de 12, 24, 36, 48 ou 60 mois.',
  }),
  monthly_payment: z
    .number({ error: 'Indiquez le loyer mensuel.' })
    .min(0, { error: 'Le loyer mensuel ne peut pas être négatif.' })
    .max(99999999, { error: 'Le loyer mensuel est trop élevé.' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Le loyer mensuel a au plus deux décimales.',
    }),
});

export const orderFormSchema = z.object({
  customer_first_name: oneLine(requiredText('Le prénom', 80), 'Le prénom'),
  customer_last_name: oneLine(requiredText('Le nom', 80), 'Le nom'),
  customer_email: z
    .string()
    .trim()
    .min(1, { error: 'L’adresse e-mail est obligatoire.' })
    .max(254, { error: 'L’adresse e-mail ne doit pas dépasser 254 caractères.' })
    .regex(emailPattern, { error: 'Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).' }),
  customer_phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isPhone(value), {
      error: 'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et + ( ) . -',
    }),
  customer_company: oneLine(optionalText('La société', 120), 'La société'),
  billing_address: addressSchema,
  shipping_address: addressSchema,
  status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  notes: optionalText('Les notes', 2000, 'ne doivent pas'),
  items: z.array(orderLineSchema).min(1, { error: 'Ajoutez au moins une ligne à la commande.' }),
});

export type OrderFormValues = z.input<typeof orderFormSchema>;
export type OrderLineValues = OrderFormValues['items'][number];

export const emptyAddress = { street: '', city: '', postal_code: '', country: 'France' };

export function emptyLine(): OrderLineValues {
  return {
    product_id: '',
    product_name: '',
    product_brand: null,
    quantity: 1,
    duration_months: 36,
    monthly_payment: 0,
  };
}

/**
 * The rent of one unit over a duration: the simulator's formula on the purchase price, or the
 * product's own monthly price for that duration when it has no purchase price.
 */
export function lineMonthlyRent(product: CatalogueProduct, months: number): number {
  if (product.purchase_price !== null && product.purchase_price > 0)
    return monthlyEstimate(product.purchase_price, months);
  const listed = {
    12: product.monthly_price_12,
    24: product.monthly_price_24,
    36: product.monthly_price_36,
    48: product.monthly_price_48,
  }[months];
  return listed ?? 0;
}

export interface OrderTotals {
  /** Σ monthly rent × quantity, excluding VAT. */
  monthlyExclVat: number;
  vat: number;
  monthlyInclVat: number;
  /** Σ monthly rent × quantity × months: the commitment the database stores as total_amount. */
  commitmentExclVat: number;
}

export function orderTotals(
  lines: readonly Pick<OrderLineValues, 'quantity' | 'duration_months' | 'monthly_payment'>[],
): OrderTotals {
  let monthly = 0;
  let commitment = 0;
  for (const line of lines) {
    const quantity = Number.isFinite(line.quantity) ? line.quantity : 0;
    const rent = Number.isFinite(line.monthly_payment) ? line.monthly_payment : 0;
    monthly += rent * quantity;
    commitment += toCents(rent * line.duration_months) * quantity;
  }
  const monthlyExclVat = toCents(monthly);
  const vat = toCents(monthlyExclVat * VAT_RATE);
  return { monthlyExclVat, vat, monthlyInclVat: toCents(monthlyExclVat + vat), commitmentExclVat: toCents(commitment) };
}

type Address = OrderFormValues['billing_address'];
const addressOrNull = (address: Address) => {
  const trimmed = {
    street: address.street.trim(),
    city: address.city.trim(),
    postal_code: address.postal_code.trim(),
    country: address.country.trim(),
  };
  return trimmed.street || trimmed.city || trimmed.postal_code ? trimmed : null;
};

/** The save_order RPC's `fields` and `items`, from validated values. */
export function toSaveOrderArgs(values: z.output<typeof orderFormSchema>, quoteRequestId: string | null) {
  return {
    fields: {
      customer_first_name: values.customer_first_name,
      customer_last_name: values.customer_last_name,
      customer_email: values.customer_email,
      customer_phone: values.customer_phone || null,
      customer_company: values.customer_company || null,
      billing_address: addressOrNull(values.billing_address),
      shipping_address: addressOrNull(values.shipping_address),
      status: values.status,
      payment_status: values.payment_status,
      notes: values.notes.trim() || null,
      quote_request_id: quoteRequestId,
    },
    items: values.items.map((line) => ({
      product_id: line.product_id || null,
      product_name: line.product_name,
      product_brand: line.product_brand,
      quantity: line.quantity,
      duration_months: line.duration_months,
      monthly_payment: toCents(line.monthly_payment),
    })),
  };
}

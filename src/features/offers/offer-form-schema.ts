import { billingFrequencies } from '@/domain/billing/frequency';
import type { Json } from '@/lib/database.types';
import { formatEuro } from '@/lib/format';
import { CONTRACT_DURATIONS } from '@/lib/leasing';
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
import { serviceLevels } from '@/domain/contracts/service-levels';
import { equipmentValue, FIRST_RENT_MIN_EQUIPMENT, offerTotals, type PricedProduct } from './pricing';

/**
 * The offer form, mirroring the CHECKs of public.offers and the rules of private.price_offer_item
 * (supabase/schemas/offers.sql) with French messages.
 */
function text(what: string, max: number, required: boolean) {
  const base = z.string().trim();
  return (required ? base.min(1, { error: `${what} est obligatoire.` }) : base)
    .max(max, { error: `${what} ne doit pas dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: `${what} ne doit pas contenir de balises.` })
    .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage });
}

/** A name or a company: it becomes the order's customer on acceptance, where it must hold on one line. */
const oneLine = (what: string, max: number, required: boolean) =>
  text(what, max, required).refine((value) => !lineBreakPattern.test(value), { error: singleLineMessage(what) });

export const offerLineSchema = z.object({
  product_id: z.string().min(1, { error: 'Choisissez un produit du catalogue.' }),
  quantity: z
    .number({ error: 'Indiquez une quantité.' })
    .int({ error: 'La quantité doit être un nombre entier.' })
    .min(1, { error: 'La quantité doit être comprise entre 1 et 10 000.' })
    .max(10000, { error: 'La quantité doit être comprise entre 1 et 10 000.' }),
  duration_months: z.number().refine((value) => (CONTRACT_DURATIONS as readonly number[]).includes(value), {
    error: 'La durée doit être de 12, 24, 36, 48 ou 60 mois.',
  }),
  monthly_rent: z
    .number({ error: 'Indiquez le loyer mensuel.' })
    .gt(0, { error: 'Le loyer mensuel doit être positif.' })
    .max(99999999, { error: 'Le loyer mensuel est trop élevé.' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Le loyer mensuel a au plus deux décimales.',
    }),
});

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

export const offerFormSchema = z.object({
  quote_request_id: z.string().nullable(),
  client_first_name: oneLine('Le prénom', 80, true),
  client_last_name: oneLine('Le nom', 80, true),
  client_email: z
    .string()
    .trim()
    .min(1, { error: 'L’adresse e-mail est obligatoire.' })
    .max(254, { error: 'L’adresse e-mail ne doit pas dépasser 254 caractères.' })
    .regex(emailPattern, { error: 'Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).' }),
  client_phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isPhone(value), {
      error: 'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et + ( ) . -',
    }),
  client_company: oneLine('La société', 120, false),
  client_siret: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[0-9]{14}$/.test(value), { error: 'Le SIRET compte 14 chiffres.' }),
  street: text('La rue', 200, false),
  postal_code: text('Le code postal', 20, false),
  city: text('La ville', 100, false),
  valid_until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Indiquez la date de validité.' })
    .refine((value) => value >= today(), { error: 'La date de validité ne peut pas être passée.' }),
  payment_terms: text('Les conditions de paiement', 300, true),
  note: text('La note', 2000, false),
  installation: z.boolean(),
  maintenance_level: z.enum(serviceLevels),
  billing_frequency: z.enum(billingFrequencies),
  // Typed as text: empty means none.
  first_rent_ht: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[0-9]{1,8}([.,][0-9]{1,2})?$/.test(value), {
      error: 'Indiquez le premier loyer en euros, avec au plus deux décimales (ex. 8000 ou 8000,50).',
    }),
  items: z.array(offerLineSchema).min(1, { error: 'Un devis doit comporter au moins une ligne.' }),
});

export type OfferFormValues = z.input<typeof offerFormSchema>;

const amount = (text: string) => Number(text.trim().replace(',', '.'));

/**
 * The form's schema for a catalogue: besides the fields, a higher first rent only on equipment
 * above 100 000 € HT and above the monthly rent (private.check_offer_billing's rules).
 */
export function offerFormSchemaFor(products: ({ id: string } & PricedProduct)[]) {
  const byId = new Map(products.map((product) => [product.id, product]));
  return offerFormSchema.superRefine((values, context) => {
    if (values.first_rent_ht.trim() === '') return;
    const first = amount(values.first_rent_ht);
    const value = equipmentValue(
      values.items.map((line) => ({ ...line, purchase_price: byId.get(line.product_id)?.purchase_price ?? null })),
    );
    const { monthlyHt } = offerTotals(values.items);
    const issue = (message: string) => context.addIssue({ code: 'custom', path: ['first_rent_ht'], message });
    if (value <= FIRST_RENT_MIN_EQUIPMENT)
      issue(`Le premier loyer majoré est réservé aux équipements de plus de 100 000 € HT (ici ${formatEuro(value)}).`);
    else if (first <= monthlyHt)
      issue(`Le premier loyer majoré doit dépasser le loyer mensuel (${formatEuro(monthlyHt)} HT).`);
  });
}
export type OfferLineValues = OfferFormValues['items'][number];

export function defaultValidUntil(now = new Date()): string {
  const date = new Date(now.getTime() + 30 * 86_400_000);
  return date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The save_offer RPC's arguments from the form's values. */
export function toSaveOfferArgs(values: OfferFormValues) {
  const address =
    values.street.trim() || values.city.trim() || values.postal_code.trim()
      ? {
          street: values.street.trim(),
          postal_code: values.postal_code.trim(),
          city: values.city.trim(),
          country: 'France',
        }
      : null;
  const fields: { [key: string]: Json } = {
    quote_request_id: values.quote_request_id,
    client_first_name: values.client_first_name.trim(),
    client_last_name: values.client_last_name.trim(),
    client_email: values.client_email.trim(),
    client_phone: orNull(values.client_phone),
    client_company: orNull(values.client_company),
    client_siret: orNull(values.client_siret),
    client_address: address,
    valid_until: values.valid_until,
    payment_terms: values.payment_terms.trim(),
    note: orNull(values.note),
    installation: values.installation,
    maintenance_level: values.maintenance_level,
    billing_frequency: values.billing_frequency,
    first_rent_ht: values.first_rent_ht.trim() === '' ? null : amount(values.first_rent_ht),
  };
  const items: Json[] = values.items.map((line) => ({
    product_id: line.product_id,
    quantity: line.quantity,
    duration_months: line.duration_months,
    monthly_rent: line.monthly_rent,
  }));
  return { fields, items };
}

export type SaveOfferArgs = ReturnType<typeof toSaveOfferArgs>;

import { z } from '@/lib/zod';
import type { Tables, TablesInsert } from '@/lib/db';
import { markupPattern } from '@/lib/text-rules';
import { fieldOfDbError } from '@/lib/form-errors';
import { SLUG_MAX_LENGTH, slugPattern } from '@/lib/slug';

/**
 * The product form, mirroring the CHECK constraints of `public.products`
 * (supabase/schemas/catalogue.sql):
 * what the form accepts, the database stores, and the other way round. Numbers are typed as text
 * (French users write « 89,90 »), validated here and converted on the way out.
 */

export const productLimits = {
  name: 120,
  brand: 80,
  description: 2000,
  imageUrl: 2048,
  monthlyPrice: 99_999_999,
  purchasePrice: 9_999_999_999,
  stock: 1_000_000,
  rating: 5,
  badges: 8,
  badge: 40,
  slug: SLUG_MAX_LENGTH,
} as const;

/** products_category_id_check: an active product belongs to a category. */
export const categoryRequiredMessage = 'Choisissez la catégorie du produit : un produit actif doit en avoir une.';


/** `public.is_safe_url`: an http(s) URL, or a path on this site starting with a single '/'. */
const absoluteUrlPattern = /^https?:\/\/[^\s<>"]+$/i;
const relativePathPattern = /^\/([^/\\\s<>"][^\s<>"]*)?$/;

export function isSafeImageUrl(value: string): boolean {
  return (
    codePointLength(value) <= productLimits.imageUrl &&
    (absoluteUrlPattern.test(value) || relativePathPattern.test(value))
  );
}

/** Postgres `char_length` counts code points; an emoji is one character, not two UTF-16 units. */
export function codePointLength(value: string): number {
  return [...value].length;
}

/** « 1 299,90 » → '1299.90' (spaces of every kind removed, comma as decimal separator). */
function normalizeNumber(value: string): string {
  return value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}

const unsignedDecimal = /^\d+(\.\d+)?$/;
const negativeNumber = /^-\d+(\.\d+)?$/;

function decimalsOf(normalized: string): number {
  return normalized.split('.')[1]?.length ?? 0;
}

const nf = new Intl.NumberFormat('fr-FR');

/** An optional price typed as text: '' → null; never negative, at most 2 decimals, at most `max`. */
function priceField(max: number) {
  return z
    .string()
    .trim()
    .superRefine((raw, ctx) => {
      if (raw === '') return;
      const value = normalizeNumber(raw);
      if (negativeNumber.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'Le prix ne peut pas être négatif.' });
      } else if (!unsignedDecimal.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'Le prix doit être un nombre (ex. 89,90).' });
      } else if (decimalsOf(value) > 2) {
        ctx.addIssue({ code: 'custom', message: 'Le prix ne peut avoir que 2 décimales au maximum (ex. 89,90).' });
      } else if (Number(value) > max) {
        ctx.addIssue({ code: 'custom', message: `Le prix ne doit pas dépasser ${nf.format(max)}\u00a0€.` });
      }
    })
    .transform((raw) => (raw === '' ? null : Number(normalizeNumber(raw))));
}

/** A trimmed, markup-free text; `required` gives the message for an empty value. */
function plainText(options: { label: string; max: number; required?: string }) {
  const { label, max, required } = options;
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      if (codePointLength(value) > max) {
        ctx.addIssue({ code: 'custom', message: `${label} ne doit pas dépasser ${nf.format(max)} caractères.` });
      }
      if (markupPattern.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} ne doit pas contenir de balises HTML (« < » suivi d’une lettre).`,
        });
      }
    });
}

/** 'Nouveau, -20 %,  4K ' → ['Nouveau', '-20 %', '4K'] */
export function parseBadges(value: string): string[] {
  return value
    .split(',')
    .map((badge) => badge.trim())
    .filter(Boolean);
}

export const productSchema = z.object({
  name: plainText({ label: 'Le nom', max: productLimits.name, required: 'Veuillez saisir le nom du produit.' }),
  brand: plainText({ label: 'La marque', max: productLimits.brand, required: 'Veuillez saisir la marque.' }),
  description: plainText({ label: 'La description', max: productLimits.description }).transform(
    (value) => value || null,
  ),
  image_url: z.string().trim().min(1, { error: 'Veuillez indiquer l’URL de l’image.' }).refine(isSafeImageUrl, {
    error: 'L’URL de l’image doit commencer par https:// ou par « / » (ex. /images/products/ecran-led-exterieur.svg).',
  }),
  monthly_price_12: priceField(productLimits.monthlyPrice),
  monthly_price_24: priceField(productLimits.monthlyPrice),
  monthly_price_36: priceField(productLimits.monthlyPrice),
  monthly_price_48: priceField(productLimits.monthlyPrice),
  purchase_price: priceField(productLimits.purchasePrice),
  stock: z
    .string()
    .trim()
    .superRefine((raw, ctx) => {
      if (raw === '') return;
      const value = normalizeNumber(raw);
      if (/^-\d/.test(value)) ctx.addIssue({ code: 'custom', message: 'Le stock ne peut pas être négatif.' });
      else if (!/^\d+$/.test(value))
        ctx.addIssue({ code: 'custom', message: 'Le stock doit être un nombre entier (ex. 12).' });
      else if (Number(value) > productLimits.stock) {
        ctx.addIssue({ code: 'custom', message: `Le stock ne doit pas dépasser ${nf.format(productLimits.stock)}.` });
      }
    })
    .transform((raw) => (raw === '' ? null : Number(normalizeNumber(raw)))),
  rating: z
    .string()
    .trim()
    .superRefine((raw, ctx) => {
      if (raw === '') return;
      const value = normalizeNumber(raw);
      const outOfRange = 'La note doit être comprise entre 0 et 5.';
      if (negativeNumber.test(value)) ctx.addIssue({ code: 'custom', message: outOfRange });
      else if (!unsignedDecimal.test(value))
        ctx.addIssue({ code: 'custom', message: 'La note doit être un nombre (ex. 4,5).' });
      else if (Number(value) > productLimits.rating) ctx.addIssue({ code: 'custom', message: outOfRange });
      else if (decimalsOf(value) > 1) {
        ctx.addIssue({ code: 'custom', message: 'La note ne peut avoir qu’une décimale (ex. 4,5).' });
      }
    })
    .transform((raw) => (raw === '' ? null : Number(normalizeNumber(raw)))),
  badges: z
    .string()
    .superRefine((raw, ctx) => {
      const badges = parseBadges(raw);
      if (badges.length > productLimits.badges) {
        ctx.addIssue({
          code: 'custom',
          message: `${productLimits.badges} badges au maximum (${badges.length} saisis).`,
        });
      }
      const tooLong = badges.find((badge) => codePointLength(badge) > productLimits.badge);
      if (tooLong) {
        ctx.addIssue({
          code: 'custom',
          message: `Chaque badge doit faire ${productLimits.badge} caractères au maximum (« ${tooLong.slice(0, 20)}… » est trop long).`,
        });
      }
      if (badges.some((badge) => markupPattern.test(badge))) {
        ctx.addIssue({ code: 'custom', message: 'Les badges ne doivent pas contenir de balises HTML.' });
      }
    })
    .transform(parseBadges),
  /** The product's address: /catalogue/{category}/{slug} (products_slug_check, products_slug_key). */
  slug: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir le slug du produit (son adresse sur le site).' })
    .max(productLimits.slug, { error: `Le slug ne doit pas dépasser ${productLimits.slug} caractères.` })
    // An empty slug already has its message: the pattern speaks only about a typed one.
    .refine((value) => value === '' || slugPattern.test(value), {
      error:
        'Le slug ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (ex. totem-exterieur-55).',
    }),
  /** '' = none, allowed only for an inactive product. */
  category_id: z
    .string()
    .trim()
    .transform((value) => value || null),
  active: z.boolean(),
  featured: z.boolean(),
}).refine((values) => !(values.active && !values.category_id), {
  path: ['category_id'],
  error: categoryRequiredMessage,
  // Checked even while other fields are wrong, so an empty form shows every message at once (no
  // field above may `abort`, or zod skips this check).
  when: ({ value }) => typeof (value as { active?: unknown }).active === 'boolean',
});

/** What the inputs hold (text for numbers), and what is sent once validated. */
export type ProductFormValues = z.input<typeof productSchema>;
export type ProductInput = z.output<typeof productSchema>;

/** The validated form is the full row written on insert and update (spec §7: "full form object"). */
export type ProductWrite = Required<Omit<TablesInsert<'products'>, 'id' | 'created_at' | 'updated_at'>>;
export function toProductWrite(input: ProductInput): ProductWrite {
  return input;
}

export const emptyProductValues: ProductFormValues = {
  name: '',
  brand: '',
  description: '',
  image_url: '',
  monthly_price_12: '',
  monthly_price_24: '',
  monthly_price_36: '',
  monthly_price_48: '',
  purchase_price: '',
  stock: '',
  rating: '',
  badges: '',
  slug: '',
  category_id: '',
  active: true,
  featured: false,
};

/** 89.9 → '89,90': numbers are shown the French way in the inputs, as users type them. */
function priceText(value: number | null): string {
  return value === null ? '' : Number(value).toFixed(2).replace('.', ',');
}

/** A stored product → the form's text values (edit mode). */
export function productToFormValues(product: Tables<'products'>): ProductFormValues {
  return {
    name: product.name,
    brand: product.brand,
    description: product.description ?? '',
    image_url: product.image_url,
    monthly_price_12: priceText(product.monthly_price_12),
    monthly_price_24: priceText(product.monthly_price_24),
    monthly_price_36: priceText(product.monthly_price_36),
    monthly_price_48: priceText(product.monthly_price_48),
    purchase_price: priceText(product.purchase_price),
    stock: product.stock === null ? '' : String(product.stock),
    rating: product.rating === null ? '' : String(product.rating).replace('.', ','),
    badges: (product.badges ?? []).join(', '),
    slug: product.slug,
    category_id: product.category_id ?? '',
    active: product.active,
    featured: product.featured,
  };
}

const constraintFields: Record<string, keyof ProductFormValues> = {
  products_name_check: 'name',
  products_brand_check: 'brand',
  products_description_check: 'description',
  products_image_url_check: 'image_url',
  products_stock_check: 'stock',
  products_rating_check: 'rating',
  products_badges_check: 'badges',
  products_slug_check: 'slug',
  products_slug_key: 'slug',
  products_category_id_check: 'category_id',
  products_category_id_fkey: 'category_id',
};

/** The form field a database refusal is about (`… violates check constraint "…"`), if any. */
export function fieldOfServerError(error: unknown): keyof ProductFormValues | undefined {
  return fieldOfDbError(error, constraintFields);
}

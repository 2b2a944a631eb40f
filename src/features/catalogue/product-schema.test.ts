import { describe, expect, it } from 'vitest';
import type { Tables } from '@/lib/db';
import { emptyProductValues, fieldOfServerError, productSchema, productToFormValues } from './product-schema';

const stored: Tables<'products'> = {
  id: '7c0c5a3e-1d1b-4b7a-9d47-0b8f0a8f1c11',
  name: 'Totem digital intérieur Philips Q-Line 55"',
  brand: 'Philips',
  description: null,
  image_url: '/images/products/totem-digital-interieur.svg',
  monthly_price_12: 338,
  monthly_price_24: 189.5,
  monthly_price_36: null,
  monthly_price_48: 99.99,
  purchase_price: 4200,
  stock: 0,
  rating: 4.5,
  badges: ['Intérieur', 'Full HD'],
  slug: 'totem-digital-interieur-philips-q-line-55',
  category_id: null,
  active: false,
  featured: true,
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
};

/** An empty form with what every active product needs beyond name, brand and image. */
const filed = { ...emptyProductValues, slug: 'ecran', category_id: '5eed0010-0000-4000-8000-000000000004' };

describe('product form values', () => {
  it('reports the missing category together with the other empty fields, not after them', () => {
    const result = productSchema.safeParse(emptyProductValues);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields.has('category_id')).toBe(true);
    expect(fields.has('name')).toBe(true);
  });

  it('shows a stored product the French way and sends it back unchanged', () => {
    const values = productToFormValues(stored);
    expect(values).toMatchObject({
      monthly_price_12: '338,00',
      monthly_price_24: '189,50',
      monthly_price_36: '',
      stock: '0',
      rating: '4,5',
      badges: 'Intérieur, Full HD',
      description: '',
    });
    const { id: _id, created_at: _created, updated_at: _updated, ...row } = stored;
    expect(productSchema.parse(values)).toEqual(row);
  });

  it('accepts accents, emoji and punctuation, but no markup', () => {
    const base = { ...filed, brand: 'Sony', image_url: 'https://cdn.example.com/a.png' };
    expect(productSchema.safeParse({ ...base, name: 'Écran « Pro » 4K — 55" 📺 (2026) & co' }).success).toBe(true);
    expect(productSchema.safeParse({ ...base, name: 'a < b' }).success).toBe(true);
    for (const markup of ['<b>x</b>', '</p>', '<!-- x -->', '<?php', '<svg onload=1>']) {
      expect(productSchema.safeParse({ ...base, name: markup }).success).toBe(false);
    }
  });

  it('accepts only http(s) URLs and site paths for the image, like public.is_safe_url', () => {
    const base = { ...filed, name: 'Écran', brand: 'LG' };
    const ok = ['https://cdn.example.com/x.png', 'http://example.com/x.png', '/images/x.svg', '/'];
    const refused = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x',
      '/\\evil',
      'images/x.png',
      'https://x.com/a b.png',
      `/${'a'.repeat(2048)}`,
    ];
    for (const url of ok) expect(productSchema.safeParse({ ...base, image_url: url }).success, url).toBe(true);
    for (const url of refused) expect(productSchema.safeParse({ ...base, image_url: url }).success, url).toBe(false);
  });

  it('ties a database refusal to its field', () => {
    expect(
      fieldOfServerError({
        code: '23514',
        message: 'new row for relation "products" violates check constraint "products_name_check"',
      }),
    ).toBe('name');
    expect(
      fieldOfServerError({ code: '23514', message: 'violates check constraint "products_prices_check"' }),
    ).toBeUndefined();
    expect(fieldOfServerError(new Error('Failed to fetch'))).toBeUndefined();
  });
});

describe('category and slug, as the database wants them', () => {
  const valid = {
    ...filed,
    name: 'Totem extérieur 55"',
    brand: 'Samsung',
    image_url: '/images/products/totem-exterieur.svg',
  };
  const messagesOf = (values: typeof valid) => {
    const result = productSchema.safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('requires a category for an active product only (products_category_id_check)', () => {
    expect(messagesOf({ ...valid, category_id: '' })).toEqual({
      category_id: 'Choisissez la catégorie du produit : un produit actif doit en avoir une.',
    });
    expect(productSchema.parse({ ...valid, category_id: '', active: false }).category_id).toBeNull();
    expect(productSchema.parse(valid).category_id).toBe('5eed0010-0000-4000-8000-000000000004');
  });

  it.each(['Totem-55', 'totem_55', 'totem--55', '-totem', 'totem-', 'écran-55', 'totem 55', 'a'.repeat(81)])(
    'refuses the slug %j in French (products_slug_check)',
    (slug) => {
      expect(messagesOf({ ...valid, slug }).slug).toMatch(
        /^Le slug ne (peut contenir que des lettres minuscules|doit pas dépasser 80)/,
      );
    },
  );

  it('requires a slug, and accepts one of 80 characters', () => {
    expect(messagesOf({ ...valid, slug: '  ' }).slug).toBe(
      'Veuillez saisir le slug du produit (son adresse sur le site).',
    );
    expect(messagesOf({ ...valid, slug: 'a'.repeat(80) })).toEqual({});
  });

  it('shows the database’s slug and category refusals at their fields', () => {
    const refusal = (constraint: string) => ({ code: '23505', message: `violates unique constraint "${constraint}"` });
    expect(fieldOfServerError(refusal('products_slug_key'))).toBe('slug');
    expect(fieldOfServerError(refusal('products_slug_check'))).toBe('slug');
    expect(fieldOfServerError(refusal('products_category_id_check'))).toBe('category_id');
    expect(fieldOfServerError(refusal('products_category_id_fkey'))).toBe('category_id');
  });
});

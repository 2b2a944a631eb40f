import { describe, expect, it } from 'vitest';
import type { Tables } from '@/lib/db';
import { emptyProductValues, fieldOfServerError, productSchema, productToFormValues } from './schemas';

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
  active: false,
  featured: true,
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
};

describe('product form values', () => {
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
    const base = { ...emptyProductValues, brand: 'Sony', image_url: 'https://cdn.example.com/a.png' };
    expect(productSchema.safeParse({ ...base, name: 'Écran « Pro » 4K — 55" 📺 (2026) & co' }).success).toBe(true);
    expect(productSchema.safeParse({ ...base, name: 'a < b' }).success).toBe(true);
    for (const markup of ['<b>x</b>', '</p>', '<!-- x -->', '<?php', '<svg onload=1>']) {
      expect(productSchema.safeParse({ ...base, name: markup }).success).toBe(false);
    }
  });

  it('accepts only http(s) URLs and site paths for the image, like public.is_safe_url', () => {
    const base = { ...emptyProductValues, name: 'Écran', brand: 'LG' };
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

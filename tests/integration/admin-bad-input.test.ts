import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from './factories';
import { admin, type Client } from './support';

/**
 * What every admin form refuses, sent straight to REST with an admin session: the database
 * refuses it too (CHECK violation 23514 or invalid value 22P02, HTTP 400), and nothing is stored.
 */
let client: Client;
beforeAll(async () => {
  client = await admin();
});

const long = (n: number) => 'é'.repeat(n);
const html = '<img src=x onerror=alert(1)>';

const cases = {
  products: [
    { name: long(121) },
    { name: html },
    { brand: '' },
    { image_url: 'javascript:alert(1)' },
    { image_url: 'data:image/png;base64,AAAA' },
    { image_url: '//evil.example/x.png' },
    { monthly_price_36: -1 },
    { purchase_price: 'abc' },
    { stock: 1.5 },
    { stock: -3 },
    { rating: 6 },
    { rating: -0.5 },
    { badges: [html] },
    { description: long(2001) },
  ],
  categories: [
    { name: '' },
    { slug: 'Avec Espaces' },
    { slug: 'accentué' },
    { icon: 'javascript:x' },
    { description: html },
  ],
  hero_carousel_slides: [
    { image_url: 'javascript:alert(1)' },
    { cta_link: 'javascript:alert(1)' },
    { cta_link: 'data:text/html,hi' },
    { title: long(121) },
    { media_type: 'audio' },
    { start_date: '2026-12-10', end_date: '2026-12-01' },
    { subtitle: html },
  ],
  leads: [
    { email: 'pas-un-email' },
    { score: 101 },
    { score: -1 },
    { status: 'archived' },
    { source: 'tiktok' },
    { phone: 'abc' },
    { notes: html },
  ],
  seo_content: [
    { page_url: 'https://ailleurs.example/page' },
    { page_url: 'sans-slash' },
    { meta_title: long(61) },
    { meta_description: long(161) },
    { canonical_url: 'javascript:alert(1)' },
    { seo_score: 120 },
    { status: 'online' },
    { h1: html },
  ],
  orders: [{ status: 'lost' }, { payment_status: 'maybe' }, { notes: html }, { customer_email: 'x' }],
} as const;

describe.each(Object.entries(cases))('admin writes to %s', (table, overrides) => {
  it.each(overrides.map((o) => [JSON.stringify(o).slice(0, 60), o]))('refuses %s', async (_label, override) => {
    const row = { ...factories[table as keyof typeof factories](), ...(override as object) };
    const { error, status } = await client.from(table as 'products').insert(row as never);
    expect(status).toBe(400);
    expect(['23514', '22P02', '23502']).toContain(error?.code);
  });
});

describe('what is allowed', () => {
  it('stores accents, emoji and a site-relative image path', async () => {
    const { data, error } = await client
      .from('products')
      .insert(
        factories.products({
          name: 'Écran « Crêperie » 😀',
          image_url: '/images/products/totem-exterieur.svg',
          badges: ['Nouveauté ✨'],
        }),
      )
      .select()
      .single();
    expect(error).toBeNull();
    expect(data!.name).toBe('Écran « Crêperie » 😀');
    await client.from('products').delete().eq('id', data!.id);
  });
});

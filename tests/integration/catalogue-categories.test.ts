import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CATEGORY_COLUMNS, PUBLIC_PRODUCT_SELECT } from '../../src/features/catalogue/api/catalogue-rows';
import { errorMessage } from '../../src/lib/errors';
import { slugify } from '../../src/lib/slug';
import { factories, SEEDED_CATEGORY_ID } from './factories';
import { admin, anon, service, signedIn, type Client } from './support';
import { databaseUrl } from '../support/clients';

/**
 * Issue 17 §1–§2 in the database (supabase/schemas/catalogue.sql): categories switch
 * off, active products need a category and a valid, unique slug, a category that holds products
 * stays, visitors read active rows only, and a visitor's request names its product.
 */
let db: Client;
let asAdmin: Client;
const sql = new pg.Client({
  connectionString: databaseUrl,
});
const run = `${Date.now().toString(36)}`;
const categoryIds: string[] = [];
const productIds: string[] = [];
const requestEmails: string[] = [];

async function createCategory(over: Parameters<typeof factories.categories>[0] = {}) {
  const { data, error } = await asAdmin.from('categories').insert(factories.categories(over)).select().single();
  if (error || !data) throw error ?? new Error('category not created');
  categoryIds.push(data.id);
  return data;
}

async function createProduct(over: Parameters<typeof factories.products>[0] = {}) {
  const { data, error } = await asAdmin.from('products').insert(factories.products(over)).select().single();
  if (error || !data) throw error ?? new Error('product not created');
  productIds.push(data.id);
  return data;
}

beforeAll(async () => {
  db = service();
  asAdmin = await admin();
  await sql.connect();
});

afterAll(async () => {
  if (requestEmails.length > 0) await db.from('quote_requests').delete().in('email', requestEmails);
  if (productIds.length > 0) await db.from('products').delete().in('id', productIds);
  if (categoryIds.length > 0) await db.from('categories').delete().in('id', categoryIds);
  await sql.end();
});

describe('products belong to a category', () => {
  it('refuses an active product without a category, and accepts an inactive one', async () => {
    const refused = await asAdmin.from('products').insert(factories.products({ category_id: null, active: true }));
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toContain('products_category_id_check');
    expect(errorMessage(refused.error)).toBe('Un produit actif doit appartenir à une catégorie.');

    const draft = await createProduct({ category_id: null, active: false });
    expect(draft.category_id).toBeNull();
    // Switching it on without filing it first is refused too.
    const switchedOn = await asAdmin.from('products').update({ active: true }).eq('id', draft.id).select();
    expect(switchedOn.error?.code).toBe('23514');
    const filed = await asAdmin
      .from('products')
      .update({ category_id: SEEDED_CATEGORY_ID, active: true })
      .eq('id', draft.id)
      .select()
      .single();
    expect(filed.error).toBeNull();
    expect(filed.data).toMatchObject({ active: true });
  });

  it('refuses a category that does not exist, in French', async () => {
    const { error } = await asAdmin
      .from('products')
      .insert(factories.products({ category_id: '00000000-0000-4000-8000-000000000000' }));
    expect(error?.code).toBe('23503');
    expect(errorMessage(error)).toBe('La catégorie choisie n’existe plus : choisissez-en une autre.');
  });

  it('files every seeded product in a category, with a slug', async () => {
    const seeded = Array.from(
      { length: 17 },
      (_, i) => `5eed0020-0000-4000-8000-0000000000${String(i + 1).padStart(2, '0')}`,
    );
    const { data } = await db.from('products').select('slug, category_id').in('id', seeded);
    expect(data?.length).toBe(17);
    for (const product of data ?? []) {
      expect(product.category_id).not.toBeNull();
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe('product slugs', () => {
  it.each(['Totem-55', 'totem_55', 'totem--55', '-totem', 'totem-', 'écran', 'totem 55', 'a/b', '', 'a'.repeat(81)])(
    'refuses %j (products_slug_check), with the form’s French message',
    async (slug) => {
      const { error } = await asAdmin.from('products').insert(factories.products({ slug }));
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('products_slug_check');
      expect(errorMessage(error)).toBe(
        'Le slug ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (ex. totem-exterieur-55).',
      );
    },
  );

  it('accepts 80 characters and refuses a slug another product has (products_slug_key)', async () => {
    const product = await createProduct({ slug: `${run}-${'a'.repeat(80 - run.length - 1)}` });
    expect(product.slug).toHaveLength(80);
    const { error } = await asAdmin.from('products').insert(factories.products({ slug: product.slug }));
    expect(error?.code).toBe('23505');
    expect(errorMessage(error)).toBe('Ce slug est déjà utilisé par un autre produit.');
  });

  it('are what the app suggests: the migration’s slugify gives the same slug as src/lib/slug.ts', async () => {
    const names = [
      'Mur LED intérieur Absen Acclaim A27 Plus P2,5 — 4 × 2,25 m',
      'Écran vitrine Samsung OM55B 55" — 3 000 cd/m²',
      'Cœur de ville — Totems',
      'Ça c’est l’ÉTÉ !',
      'Straße & Æther',
      `${'Écran '.repeat(20)}fin`,
    ];
    for (const name of names) {
      const { rows } = await sql.query<{ slug: string }>('select private.slugify($1) as slug', [name]);
      expect(rows[0].slug, name).toBe(slugify(name));
    }
  });
});

describe('categories', () => {
  it('cannot be deleted while they hold products, with a clear French message', async () => {
    const category = await createCategory({ name: `Totems ${run}`, slug: `totems-${run}` });
    const one = await createProduct({ category_id: category.id });
    const refusedOne = await asAdmin.from('categories').delete().eq('id', category.id).select('id');
    expect(refusedOne.error?.code).toBe('P0001');
    expect(refusedOne.error?.message).toBe(
      `La catégorie « Totems ${run} » contient encore 1 produit : rattachez-les à une autre catégorie avant de la supprimer.`,
    );
    // The screen shows the database's sentence as it is.
    expect(errorMessage(refusedOne.error)).toBe(refusedOne.error?.message);

    // Inactive products count too: they would lose their category.
    await createProduct({ category_id: category.id, active: false });
    const refusedTwo = await asAdmin.from('categories').delete().eq('id', category.id).select('id');
    expect(refusedTwo.error?.message).toBe(
      `La catégorie « Totems ${run} » contient encore 2 produits : rattachez-les à une autre catégorie avant de la supprimer.`,
    );
    expect((await db.from('categories').select('id').eq('id', category.id)).data).toHaveLength(1);

    // Once its products are filed elsewhere, it goes.
    await db.from('products').update({ category_id: SEEDED_CATEGORY_ID }).eq('category_id', category.id);
    const deleted = await asAdmin.from('categories').delete().eq('id', category.id).select('id');
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ id: category.id }]);
    expect(one.id).toBeTruthy();
  });

  it('are active by default; staff may switch them off (active is a writable column)', async () => {
    const category = await createCategory();
    expect(category.active).toBe(true);
    const { data, error } = await asAdmin
      .from('categories')
      .update({ active: false })
      .eq('id', category.id)
      .select()
      .single();
    expect(error).toBeNull();
    expect(data?.active).toBe(false);
  });

  it('cannot be switched off by a signed-in user without a catalogue role', async () => {
    const category = await createCategory();
    const staff = await signedIn('staff@example.com', 'staff123456');
    const { data, error } = await staff.from('categories').update({ active: false }).eq('id', category.id).select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await db.from('categories').select('active').eq('id', category.id).single()).data?.active).toBe(true);
  });
});

describe('what visitors read', () => {
  it('active categories only; staff who read the catalogue see them all', async () => {
    const visible = await createCategory({ name: `Visible ${run}`, slug: `visible-${run}` });
    const hidden = await createCategory({ name: `Masquée ${run}`, slug: `masquee-${run}`, active: false });
    const { data, error } = await anon()
      .from('categories')
      .select(PUBLIC_CATEGORY_COLUMNS)
      .in('id', [visible.id, hidden.id]);
    expect(error).toBeNull();
    expect(data?.map((row) => row.slug)).toEqual([visible.slug]);
    const all = await asAdmin.from('categories').select('id').in('id', [visible.id, hidden.id]);
    expect(all.data).toHaveLength(2);
  });

  it('active products of active categories only, each with its category', async () => {
    const open = await createCategory({ slug: `ouverte-${run}` });
    const closed = await createCategory({ slug: `fermee-${run}`, active: false });
    const shown = await createProduct({ category_id: open.id });
    const inactive = await createProduct({ category_id: open.id, active: false });
    const inClosed = await createProduct({ category_id: closed.id });
    const ids = [shown.id, inactive.id, inClosed.id];

    const visitor = anon();
    const { data, error } = await visitor.from('products').select(PUBLIC_PRODUCT_SELECT).in('id', ids);
    expect(error).toBeNull();
    expect(data?.map((row) => row.id)).toEqual([shown.id]);
    expect(data?.[0].category).toEqual({ id: open.id, name: open.name, slug: open.slug });
    // Reading an inactive product by its slug finds nothing (its page is not found).
    const bySlug = await visitor.from('products').select('id').eq('slug', inactive.slug).maybeSingle();
    expect(bySlug.data).toBeNull();
    // A category's page: its products, by the category's slug.
    const page = await visitor
      .from('products')
      .select(PUBLIC_PRODUCT_SELECT)
      .eq('active', true)
      .eq('category.slug', open.slug);
    expect(page.data?.map((row) => row.id)).toEqual([shown.id]);
  });
});

describe('a request names its product', () => {
  it('stores the product a visitor chose, and refuses one the public catalogue does not show', async () => {
    const product = await createProduct();
    const email = `produit.${run}@example.fr`;
    requestEmails.push(email);
    const visitor = anon();
    // Visitors cannot read requests back: no select after the insert, as the public form does.
    const { error } = await visitor.from('quote_requests').insert({
      ...factories.quote_requests({ email, subject: `Devis : ${product.name}` }),
      type: 'quote',
      product_id: product.id,
    });
    expect(error).toBeNull();
    const { data: stored } = await db.from('quote_requests').select('product_id, status').eq('email', email).single();
    expect(stored).toEqual({ product_id: product.id, status: 'pending' });

    const hidden = await createProduct({ active: false });
    const refused = await anon()
      .from('quote_requests')
      .insert({
        ...factories.quote_requests({ email: `cache.${run}@example.fr` }),
        product_id: hidden.id,
      });
    requestEmails.push(`cache.${run}@example.fr`);
    expect(refused.error?.code).toBe('42501');
  });

  it('keeps the request when the product is deleted (product_id becomes null)', async () => {
    const product = await createProduct();
    const email = `supprime.${run}@example.fr`;
    requestEmails.push(email);
    expect(
      (
        await anon()
          .from('quote_requests')
          .insert({ ...factories.quote_requests({ email }), product_id: product.id })
      ).error,
    ).toBeNull();
    expect((await asAdmin.from('products').delete().eq('id', product.id).select('id')).data).toHaveLength(1);
    const { data } = await db.from('quote_requests').select('product_id').eq('email', email).single();
    expect(data?.product_id).toBeNull();
  });

  it('gives staff the request with its product, to start an order line from it', async () => {
    const product = await createProduct({ purchase_price: 3600 });
    const email = `commande.${run}@example.fr`;
    requestEmails.push(email);
    await anon()
      .from('quote_requests')
      .insert({ ...factories.quote_requests({ email }), product_id: product.id });
    const { data: request } = await db.from('quote_requests').select('id').eq('email', email).single();
    const { data, error } = await asAdmin
      .from('quote_requests')
      .select('id, product:products(id, name, brand, purchase_price)')
      .eq('id', request!.id)
      .single();
    expect(error).toBeNull();
    expect(data?.product).toEqual({ id: product.id, name: product.name, brand: product.brand, purchase_price: 3600 });
  });
});

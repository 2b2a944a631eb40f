import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '../../src/lib/database.types';
import { exportCsv } from '../../src/lib/csv-export';
import { fetchAllPages } from '../../src/lib/paged-export';
import { fetchCategoriesPage } from '../../src/features/catalogue/api/fetch-categories';
import type { CategoryListQuery } from '../../src/features/catalogue/api/category-keys';
import { fetchProductsPage } from '../../src/features/catalogue/api/fetch-products';
import type { ProductListQuery } from '../../src/features/catalogue/api/product-keys';
import { requestCsvColumns, requestExportPages } from '../../src/features/requests/api/export-quote-requests';
import { fetchRequestsPage, type RequestListRow } from '../../src/features/requests/api/fetch-quote-requests';
import type { RequestFilters, RequestListQuery } from '../../src/features/requests/api/keys';
import { fetchUsersPage } from '../../src/features/users/api/fetch-users';
import type { UserListQuery } from '../../src/features/users/api/keys';
import { admin, service, signedIn, staff, type Client } from './support';

/**
 * The requests, products, categories and users lists as the app asks for them (its own api
 * functions, given a signed-in client): search without accents, counts, sorts with ties, the
 * export's keyset pages, input that looks like PostgREST syntax, and who may read what.
 */

const run = Date.now().toString(36);
/** A word only this run's rows hold: searching it gives exactly them. */
const token = `t${run}`;
const domain = `${token}.fr`;
const REQUESTS = 120;
const firstNames = ['Hélène', 'Jérôme', 'Anaïs', 'Zoé', 'Benoît'];
const base = Date.UTC(2002, 0, 1);

function requestRow(i: number): TablesInsert<'quote_requests'> {
  return {
    first_name: firstNames[i % firstNames.length],
    last_name: `Lévêque${String.fromCharCode(97 + (i % 26))}`,
    email: `demande.${i}@${domain}`,
    phone: '06 12 34 56 78',
    // Three companies for 120 rows: sorting by company is mostly ties, settled by the id.
    company: i % 10 === 0 ? null : `Société ${['Ardèche', 'Brière', 'Morvan'][i % 3]} ${token}`,
    subject: `Écran vitrine ${i}`,
    message: 'Bonjour, nous cherchons un écran.',
    type: i % 4 === 0 ? 'partner' : 'quote',
    status: i % 2 === 0 ? 'pending' : 'in_progress',
    created_at: new Date(base - i * 60_000).toISOString(),
  };
}
const requests = Array.from({ length: REQUESTS }, (_, i) => requestRow(i));

let db: Client;
let asAdmin: Client;
const mine: RequestFilters = { type: null, status: null, search: token };
const requestQuery = (over: Partial<RequestListQuery> = {}): RequestListQuery => ({
  ...mine,
  sort: { key: 'date', desc: true },
  page: 1,
  ...over,
});

beforeAll(async () => {
  db = service();
  const { error } = await db.from('quote_requests').insert(requests);
  if (error) throw new Error(`seed: ${error.message}`);
  asAdmin = await admin();
}, 120_000);

afterAll(async () => {
  await db.from('quote_requests').delete().like('email', `%@${domain}`);
  await db.from('email_outbox').delete().like('recipient', `%@${domain}`);
  await db.from('products').delete().like('slug', `%-${token}`);
  await db.from('categories').delete().like('slug', `%-${token}`);
});

describe('requests list', () => {
  it('counts every matching request, 50 a page, newest first', async () => {
    const first = await fetchRequestsPage(asAdmin, requestQuery());
    expect(first.total).toBe(REQUESTS);
    expect(first.rows.map((row) => row.email)).toEqual(requests.slice(0, 50).map((row) => row.email));
    const last = await fetchRequestsPage(asAdmin, requestQuery({ page: 3 }));
    expect(last.rows.map((row) => row.email)).toEqual(requests.slice(100).map((row) => row.email));
    // A page past the end: no rows, and the count for the pager.
    expect(await fetchRequestsPage(asAdmin, requestQuery({ page: 9 }))).toEqual({ rows: [], total: REQUESTS });
  });

  it('finds names, companies and subjects typed without accents or capitals, every word a prefix', async () => {
    const helene = await fetchRequestsPage(asAdmin, requestQuery({ search: `HELENE leveq ${token}` }));
    expect(helene.total).toBe(REQUESTS / 5);
    expect(helene.rows.every((row) => row.first_name === 'Hélène')).toBe(true);
    const ardeche = await fetchRequestsPage(asAdmin, requestQuery({ search: `SOCIETE ardeche ${token}` }));
    expect(ardeche.total).toBe(requests.filter((row) => row.company?.includes('Ardèche')).length);
    expect(ardeche.total).toBeGreaterThan(0);
    const subject = await fetchRequestsPage(asAdmin, requestQuery({ search: `ecran vitrine 17 ${token}` }));
    expect(subject.rows.map((row) => row.email)).toEqual([`demande.17@${domain}`]);
    const email = await fetchRequestsPage(asAdmin, requestQuery({ search: `demande.42@${domain.toUpperCase()}` }));
    expect(email.rows.map((row) => row.email)).toEqual([`demande.42@${domain}`]);
  });

  it('applies the type and status filters with the search', async () => {
    const partners = await fetchRequestsPage(asAdmin, requestQuery({ type: 'partner', status: 'pending' }));
    expect(partners.total).toBe(requests.filter((row) => row.type === 'partner' && row.status === 'pending').length);
    expect(partners.rows.every((row) => row.type === 'partner' && row.status === 'pending')).toBe(true);
  });

  it('takes PostgREST and LIKE syntax typed in the box as text, never as an error', async () => {
    for (const search of ['%', '_', ',', '(', ')', '"', "'", '*', '\\', '%_,()"\'*\\']) {
      // Nothing searchable: the whole inbox, as with an empty box.
      await expect(fetchRequestsPage(asAdmin, requestQuery({ search })), search).resolves.toMatchObject({
        total: expect.any(Number),
      });
    }
    for (const search of [`${token}) or (1=1`, `${token},id.eq.1`, `${token}%`, `${token}_`]) {
      const result = await fetchRequestsPage(asAdmin, requestQuery({ search }));
      expect(
        result.rows.every((row) => row.email.endsWith(`@${domain}`)),
        search,
      ).toBe(true);
    }
    expect((await fetchRequestsPage(asAdmin, requestQuery({ search: `${token}) or (1=1` }))).total).toBe(0);
    // Punctuation around the words changes nothing: « (morvan), » finds what « morvan » finds.
    const plain = await fetchRequestsPage(asAdmin, requestQuery({ search: `morvan ${token}` }));
    const punctuated = await fetchRequestsPage(asAdmin, requestQuery({ search: `"(Morvan)", *${token}*` }));
    expect(punctuated.total).toBe(plain.total);
    expect(punctuated.total).toBeGreaterThan(0);
  });

  it('sorts by a column full of ties without losing or repeating a row across pages', async () => {
    for (const desc of [false, true]) {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => fetchRequestsPage(asAdmin, requestQuery({ sort: { key: 'company', desc }, page }))),
      );
      const rows = pages.flatMap((page) => page.rows);
      expect(new Set(rows.map((row) => row.id)).size).toBe(REQUESTS);
      // Companies in order, the requests without one last in both directions.
      const companies = rows.map((row) => row.company);
      expect(companies.slice(-REQUESTS / 10).every((company) => company === null)).toBe(true);
      const named = companies.filter((company): company is string => company !== null);
      const sorted = [...named].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(named).toEqual(desc ? sorted.reverse() : sorted);
    }
  });

  it('exports every matching request by keyset pages, in the order on screen, as French Excel reads it', async () => {
    const rows: RequestListRow[] = [];
    await fetchAllPages(requestExportPages(asAdmin, mine, { key: 'company', desc: false }), {
      signal: new AbortController().signal,
      onPage: (page) => rows.push(...page),
      pageSize: 25,
    });
    expect(new Set(rows.map((row) => row.id)).size).toBe(REQUESTS);

    const blob = await exportCsv(
      requestCsvColumns,
      requestExportPages(asAdmin, { ...mine, type: 'partner' }, { key: 'date', desc: true }),
      {
        signal: new AbortController().signal,
        pageSize: 7,
      },
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blob.arrayBuffer()));
    expect(
      text.startsWith('\uFEFFDate;Prénom;Nom;E-mail;Téléphone;Entreprise;SIRET;Type;Sujet;Message;Statut\r\n'),
    ).toBe(true);
    const [, ...lines] = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    const partners = requests.filter((row) => row.type === 'partner');
    expect(lines.map((line) => line[3])).toEqual(partners.map((row) => row.email));
    expect(lines[1]).toEqual([
      '01/01/2002 00:56',
      partners[1].first_name,
      partners[1].last_name,
      partners[1].email,
      '06 12 34 56 78',
      partners[1].company,
      '',
      'Partenariat',
      partners[1].subject,
      'Bonjour, nous cherchons un écran.',
      'Nouveau',
    ]);
  });

  it('shows nothing to an account whose roles do not include the requests (RLS)', async () => {
    const result = await fetchRequestsPage(await staff(), requestQuery());
    expect(result).toEqual({ rows: [], total: 0 });
  });
});

describe('products and categories lists', () => {
  const productQuery = (over: Partial<ProductListQuery> = {}): ProductListQuery => ({
    search: token,
    sort: { key: 'date', desc: true },
    page: 1,
    ...over,
  });

  beforeAll(async () => {
    const category = await db
      .from('categories')
      .insert({ name: `Écrans d’été ${token}`, slug: `ecrans-ete-${token}`, description: 'Vitrines lumineuses' })
      .select('id')
      .single();
    if (category.error) throw new Error(`seed: ${category.error.message}`);
    const products = ['Écran géant', 'Borne tactile', 'Mur LED'].map((name, i) => ({
      name: `${name} ${token}`,
      brand: ['Sämsung', 'LG', 'Sony'][i],
      slug: `produit-${i}-${token}`,
      image_url: '/images/products/ecran-led-exterieur.svg',
      category_id: category.data.id,
      monthly_price_12: i === 1 ? null : 100 - i,
      created_at: new Date(base + i * 60_000).toISOString(),
    }));
    const { error } = await db.from('products').insert(products);
    if (error) throw new Error(`seed: ${error.message}`);
  });

  it('searches products by name, brand and slug without accents, sorts and counts', async () => {
    expect((await fetchProductsPage(asAdmin, productQuery())).total).toBe(3);
    const found = await fetchProductsPage(asAdmin, productQuery({ search: `ECRAN GEAN ${token}` }));
    expect(found.rows.map((row) => row.name)).toEqual([`Écran géant ${token}`]);
    const brand = await fetchProductsPage(asAdmin, productQuery({ search: `samsung ${token}` }));
    expect(brand.rows.map((row) => row.brand)).toEqual(['Sämsung']);
    // The cheapest first, the product without a 12-month price last.
    const byPrice = await fetchProductsPage(asAdmin, productQuery({ sort: { key: 'price', desc: false } }));
    expect(byPrice.rows.map((row) => row.monthly_price_12)).toEqual([98, 100, null]);
  });

  it('searches categories by name and description without accents', async () => {
    const query = (search: string): CategoryListQuery => ({
      search,
      sort: { key: 'position', desc: false },
      page: 1,
    });
    expect((await fetchCategoriesPage(asAdmin, query(`ecrans d'ete ${token}`))).rows.map((row) => row.slug)).toEqual([
      `ecrans-ete-${token}`,
    ]);
    expect((await fetchCategoriesPage(asAdmin, query(`vitrines lumin ${token}`))).total).toBe(1);
    expect((await fetchCategoriesPage(asAdmin, query(`${token} zzz`))).total).toBe(0);
  });
});

describe('users list', () => {
  const userQuery = (over: Partial<UserListQuery> = {}): UserListQuery => ({
    search: '',
    sort: { key: 'email', desc: false },
    page: 1,
    ...over,
  });

  it('searches the accounts by e-mail, sorts and counts them in the database', async () => {
    const all = await fetchUsersPage(asAdmin, userQuery());
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.rows.map((row) => row.email)).toEqual([...all.rows.map((row) => row.email)].sort());
    const found = await fetchUsersPage(asAdmin, userQuery({ search: 'COMMERC' }));
    expect(found).toMatchObject({ total: 1, rows: [{ email: 'commercial@example.com', roles: ['commercial'] }] });
    const reversed = await fetchUsersPage(asAdmin, userQuery({ sort: { key: 'email', desc: true } }));
    expect(reversed.rows.map((row) => row.email)).toEqual(all.rows.map((row) => row.email).reverse());
    expect((await fetchUsersPage(asAdmin, userQuery({ search: `%_(),"*\\ ${token}` }))).total).toBe(0);
  });

  it('refuses the accounts to a role that does not manage users', async () => {
    await expect(
      fetchUsersPage(await signedIn('commercial@example.com', 'demo123456'), userQuery()),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

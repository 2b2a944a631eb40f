import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, anonClient, api, apiUrl, serviceClient, type SchemaClient } from '../support/clients';

// Reads through supabase-js exactly as the app calls them, and raw fetch where
// statuses and headers are the contract. Data lives in the stack_fixture schema.
const tag = Date.now().toString(36);
let fx: SchemaClient;
let anonFx: SchemaClient;
const ids: Record<string, number> = {};

const AUTHORS = [
  { name: `Hugo ${tag}`, country: 'FR' },
  { name: `Austen ${tag}`, country: 'UK' },
  { name: `Nobody ${tag}`, country: null },
];

beforeAll(async () => {
  fx = serviceClient().schema('stack_fixture');
  anonFx = anonClient().schema('stack_fixture');
  const { data, error } = await fx.from('authors').insert(AUTHORS).select('id,name');
  if (error) throw new Error(error.message);
  for (const a of data!) ids[(a.name as string).split(' ')[0] as string] = a.id as number;
  // One column list for all rows: a key missing from one object is sent as null (PostgREST's default).
  const books = [
    {
      author_id: ids.Hugo,
      title: `Les Misérables ${tag}`,
      price: 12.5,
      pages: 1500,
      tags: ['roman', 'classique'],
      meta: { lang: 'fr', year: 1862 },
      rating: 5,
      released_on: '1862-04-03',
      published: true,
    },
    {
      author_id: ids.Hugo,
      title: `Notre-Dame ${tag}`,
      price: 9,
      pages: 600,
      tags: ['roman'],
      meta: { lang: 'fr' },
      rating: 4,
      published: true,
    },
    {
      author_id: ids.Hugo,
      title: `Jean Dupont+Fils, SA ${tag}`,
      price: null,
      pages: 10,
      published: false,
      rating: null,
    },
    {
      author_id: ids.Austen,
      title: `Emma "the" novel ${tag}`,
      price: 7.25,
      pages: 400,
      tags: ['roman'],
      meta: { lang: 'en' },
      rating: 3,
      published: true,
    },
    { author_id: ids.Austen, title: `Persuasion ${tag}`, price: 7.25, pages: 250, rating: 5, published: true },
  ];
  const inserted = await fx.from('books').insert(books);
  if (inserted.error) throw new Error(inserted.error.message);
});

afterAll(async () => {
  await fx.from('authors').delete().like('name', `%${tag}`);
});

const mine = (q: string) => `title=like.*${tag}&${q}`;

describe('select', () => {
  it('returns rows as JSON with numbers as numbers, arrays, jsonb and dates', async () => {
    const { data, error, status } = await anonFx
      .from('books')
      .select('title,price,pages,tags,meta,released_on,published')
      .eq('title', `Les Misérables ${tag}`);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      {
        title: `Les Misérables ${tag}`,
        price: 12.5,
        pages: 1500,
        tags: ['roman', 'classique'],
        meta: { lang: 'fr', year: 1862 },
        released_on: '1862-04-03',
        published: true,
      },
    ]);
  });

  it('embeds one-to-many and many-to-one resources, with aliases and nesting', async () => {
    const { data, error } = await anonFx
      .from('authors')
      .select('name, books(title, price), total:books(count:pages)')
      .eq('id', ids.Austen)
      .single();
    expect(error).toBeNull();
    expect(data!.name).toBe(`Austen ${tag}`);
    expect(data!.books).toHaveLength(2);
    expect(data!.total).toEqual(expect.arrayContaining([{ count: 400 }, { count: 250 }]));

    const many = await anonFx
      .from('books')
      .select('title, writer:authors(name, country)')
      .eq('title', `Persuasion ${tag}`)
      .single();
    expect(many.data).toEqual({ title: `Persuasion ${tag}`, writer: { name: `Austen ${tag}`, country: 'UK' } });

    const nested = await anonFx
      .from('books')
      .select('title, authors(name, books(title))')
      .eq('title', `Emma "the" novel ${tag}`)
      .single();
    const nestedRow = nested.data as unknown as { authors: { books: Array<{ title: string }> } };
    expect(nestedRow.authors.books.map((b) => b.title).sort()).toEqual([
      `Emma "the" novel ${tag}`,
      `Persuasion ${tag}`,
    ]);
  });

  it('casts, JSON paths and spread to-one columns in select', async () => {
    const { data, error } = await anonFx
      .from('books')
      .select('title, pages::text, lang:meta->>lang, year:meta->year, ...authors(country)')
      .eq('title', `Les Misérables ${tag}`)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: `Les Misérables ${tag}`, pages: '1500', lang: 'fr', year: 1862, country: 'FR' });
  });

  it('filters, orders and limits embedded rows, and !inner filters the parent', async () => {
    const res = await api(
      `/rest/v1/authors?select=name,books(title,rating)&name=like.*${tag}&books.rating=gte.5&books.order=title.desc&order=name`,
      { headers: { 'Accept-Profile': 'stack_fixture' } },
    );
    const rows = await res.json();
    expect(rows.map((r: { name: string }) => r.name)).toEqual([`Austen ${tag}`, `Hugo ${tag}`, `Nobody ${tag}`]);
    expect(rows[0].books).toEqual([{ title: `Persuasion ${tag}`, rating: 5 }]);
    expect(rows[2].books).toEqual([]);

    const inner = await anonFx
      .from('authors')
      .select('name, books!inner(title)')
      .like('name', `%${tag}`)
      .eq('books.rating', 4);
    expect(inner.data).toEqual([{ name: `Hugo ${tag}`, books: [{ title: `Notre-Dame ${tag}` }] }]);
  });

  it('reports unknown and ambiguous embeds like PostgREST', async () => {
    const unknown = await anonFx.from('authors').select('*, nope(*)');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST200');
    const ambiguous = await anonFx.from('reviews').select('*, authors(*)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const hinted = await anonFx.from('reviews').select('*, authors!reviews_writer_id_fkey(*)');
    expect(hinted.error).toBeNull();
    const notEmbedded = await anonFx.from('authors').select('name').eq('books.title', 'x');
    expect(notEmbedded.status).toBe(400);
    expect(notEmbedded.error?.code).toBe('PGRST108');
  });

  it('embeds the real orders → order_items relationship', async () => {
    const service = serviceClient();
    const number = `CMD-STACK-${tag.toUpperCase()}`;
    const order = await service
      .from('orders')
      .insert({
        order_number: number,
        customer_first_name: 'Camille',
        customer_last_name: 'Durand',
        customer_email: 'camille@example.fr',
        total_amount: 1234.5,
      })
      .select()
      .single();
    expect(order.error).toBeNull();
    try {
      const items = await service.from('order_items').insert([
        {
          order_id: order.data.id,
          product_name: 'Écran 55"',
          duration_months: 36,
          quantity: 1,
          monthly_payment: 49.9,
          unit_price: 1200,
        },
        {
          order_id: order.data.id,
          product_name: 'Support mural',
          duration_months: 36,
          quantity: 2,
          monthly_payment: 5,
          unit_price: 90,
        },
      ]);
      expect(items.error).toBeNull();
      const { data, error } = await service.from('orders').select('*, order_items(*)').eq('id', order.data.id).single();
      expect(error).toBeNull();
      // The database sums the lines: 49.90 × 36 + 5 × 36 × 2.
      expect(data.total_amount).toBe(2156.4);
      expect(data.order_items).toHaveLength(2);
      expect(data.order_items[0]).toMatchObject({ order_id: order.data.id, duration_months: 36 });
    } finally {
      await service.from('orders').delete().eq('id', order.data.id);
    }
  });
});

describe('filters', () => {
  const titles = (rows: Array<{ title: string }> | null) =>
    (rows ?? []).map((r) => r.title.replace(` ${tag}`, '')).sort();

  it('eq with spaces, +, commas and quotes survives form encoding', async () => {
    const plus = await anonFx.from('books').select('title').eq('title', `Jean Dupont+Fils, SA ${tag}`);
    expect(titles(plus.data)).toEqual(['Jean Dupont+Fils, SA']);
    const quotes = await anonFx.from('books').select('title').eq('title', `Emma "the" novel ${tag}`);
    expect(titles(quotes.data)).toEqual(['Emma "the" novel']);
    const inList = await anonFx
      .from('books')
      .select('title')
      .in('title', [`Jean Dupont+Fils, SA ${tag}`, `Persuasion ${tag}`]);
    expect(titles(inList.data)).toEqual(['Jean Dupont+Fils, SA', 'Persuasion']);
  });

  it('neq, gt, gte, lt, lte, like, ilike, is, not, in', async () => {
    const q = () => anonFx.from('books').select('title').like('title', `%${tag}`);
    expect(titles((await q().gt('price', 9)).data)).toEqual(['Les Misérables']);
    expect(titles((await q().gte('price', 9)).data)).toEqual(['Les Misérables', 'Notre-Dame']);
    expect(titles((await q().lt('pages', 300)).data)).toEqual(['Jean Dupont+Fils, SA', 'Persuasion']);
    expect(titles((await q().lte('pages', 250)).data)).toEqual(['Jean Dupont+Fils, SA', 'Persuasion']);
    expect(titles((await q().neq('rating', 5)).data)).toEqual(['Emma "the" novel', 'Notre-Dame']);
    expect(titles((await q().ilike('title', '%MISÉRABLES%')).data)).toEqual(['Les Misérables']);
    expect(titles((await q().is('price', null)).data)).toEqual(['Jean Dupont+Fils, SA']);
    expect(titles((await q().is('published', false)).data)).toEqual(['Jean Dupont+Fils, SA']);
    expect(titles((await q().not('price', 'is', null).lt('price', 8)).data)).toEqual([
      'Emma "the" novel',
      'Persuasion',
    ]);
    expect(titles((await q().not('rating', 'in', '(5,4)')).data)).toEqual(['Emma "the" novel']);
    expect(titles((await q().contains('tags', ['classique'])).data)).toEqual(['Les Misérables']);
    expect(titles((await q().eq('meta->>lang', 'en')).data)).toEqual(['Emma "the" novel']);
    expect(titles((await q().filter('rating', 'isdistinct', 5)).data)).toEqual([
      'Emma "the" novel',
      'Jean Dupont+Fils, SA',
      'Notre-Dame',
    ]);
    expect(titles((await q().match({ rating: 5, pages: 250 })).data)).toEqual(['Persuasion']);
    expect(titles((await q().filter('title', 'imatch', '^persu')).data)).toEqual(['Persuasion']);
  });

  it('or=(…) and and=(…) with nesting', async () => {
    const or = await anonFx.from('books').select('title').like('title', `%${tag}`).or('rating.eq.3,price.is.null');
    expect(titles(or.data)).toEqual(['Emma "the" novel', 'Jean Dupont+Fils, SA']);
    const nested = await anonFx
      .from('books')
      .select('title')
      .like('title', `%${tag}`)
      .or('and(rating.eq.5,pages.gt.1000),title.ilike.*persuasion*');
    expect(titles(nested.data)).toEqual(['Les Misérables', 'Persuasion']);
    const res = await api(`/rest/v1/books?select=title&${mine('not.and=(rating.gte.4,price.gt.8)')}`, {
      headers: { 'Accept-Profile': 'stack_fixture' },
    });
    // SQL semantics: not (null and null) is null, so the row with null rating and price is not returned.
    expect(titles(await res.json())).toEqual(['Emma "the" novel', 'Persuasion']);
  });

  it('answers 400 PGRST100 for bad filter syntax and 42703 for unknown columns', async () => {
    const bad = await api(`/rest/v1/books?title=nope.x`, { headers: { 'Accept-Profile': 'stack_fixture' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST100');
    const badOr = await api(`/rest/v1/books?or=(title.eq.a`, { headers: { 'Accept-Profile': 'stack_fixture' } });
    expect((await badOr.json()).code).toBe('PGRST100');
    const col = await anonFx.from('books').select('title').eq('nope', 1);
    expect(col.status).toBe(400);
    expect(col.error?.code).toBe('42703');
    const badUuid = await anonClient().from('products').select('id').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
  });
});

describe('order, paging and counts', () => {
  it('orders by several columns with nulls placement', async () => {
    const { data } = await anonFx
      .from('books')
      .select('title,rating,price')
      .like('title', `%${tag}`)
      .order('rating', { ascending: false, nullsFirst: true })
      .order('title', { ascending: true });
    expect(data?.map((r) => r.rating)).toEqual([null, 5, 5, 4, 3]);
    expect(data?.[1].title).toBe(`Les Misérables ${tag}`);
  });

  it('range(), limit and the Range header; Content-Range per PostgREST', async () => {
    const res = await api(`/rest/v1/books?select=title&${mine('order=title')}&offset=1&limit=2`, {
      headers: { 'Accept-Profile': 'stack_fixture' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('1-2/*');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toHaveLength(2);

    const ranged = await api(`/rest/v1/books?select=title&${mine('order=title')}`, {
      headers: { 'Accept-Profile': 'stack_fixture', Range: '0-1' },
    });
    expect(ranged.headers.get('content-range')).toBe('0-1/*');

    const page = await anonFx
      .from('books')
      .select('title', { count: 'exact' })
      .like('title', `%${tag}`)
      .order('title')
      .range(0, 1);
    expect(page.status).toBe(206);
    expect(page.count).toBe(5);
    expect(page.data).toHaveLength(2);
  });

  it('count=exact on GET and HEAD: 200 with first-last/total, */0 when empty, 416 past the end', async () => {
    const all = await api(`/rest/v1/books?select=*&${mine('')}`, {
      headers: { 'Accept-Profile': 'stack_fixture', Prefer: 'count=exact' },
    });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-4/5');

    const head = await anonFx.from('books').select('*', { count: 'exact', head: true }).like('title', `%${tag}`);
    expect(head).toMatchObject({ status: 200, count: 5, data: null, error: null });

    const none = await api(`/rest/v1/books?select=*&title=eq.none`, {
      method: 'HEAD',
      headers: { 'Accept-Profile': 'stack_fixture', Prefer: 'count=exact' },
    });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');

    const past = await api(`/rest/v1/books?select=*&${mine('offset=10')}`, {
      headers: { 'Accept-Profile': 'stack_fixture', Prefer: 'count=exact' },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('*/5');
    expect((await past.json()).code).toBe('PGRST103');
  });
});

describe('single and maybeSingle', () => {
  it('single() returns an object with the vnd content type, or 406 PGRST116', async () => {
    const res = await api(`/rest/v1/books?select=title&title=eq.${encodeURIComponent(`Persuasion ${tag}`)}`, {
      headers: { 'Accept-Profile': 'stack_fixture', Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await res.json()).toEqual({ title: `Persuasion ${tag}` });

    const many = await anonFx.from('books').select('title').like('title', `%${tag}`).single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' });
    const zero = await anonFx.from('books').select('title').eq('title', 'none').single();
    expect(zero.status).toBe(406);
  });

  it('maybeSingle() gives null for no row and the row for one', async () => {
    const none = await anonFx.from('books').select('title').eq('title', 'none').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null, status: 200 });
    const one = await anonFx.from('books').select('title').eq('title', `Persuasion ${tag}`).maybeSingle();
    expect(one.data).toEqual({ title: `Persuasion ${tag}` });
  });
});

describe('resources and profiles', () => {
  it('404 PGRST205 for an unknown table, with a hint', async () => {
    const res = await api('/rest/v1/product');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'PGRST205',
      details: null,
      hint: "Perhaps you meant the table 'public.products'",
      message: "Could not find the table 'public.product' in the schema cache",
    });
  });

  it('406 PGRST106 for a schema that is not exposed', async () => {
    const res = await api('/rest/v1/users', { headers: { 'Accept-Profile': 'auth' } });
    expect(res.status).toBe(406);
    expect((await res.json()).code).toBe('PGRST106');
  });

  it('always sends Content-Range, and answers CORS preflights', async () => {
    const res = await api('/rest/v1/products?select=id&limit=1', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('content-range')).toMatch(/^(\*|0-0)\/\*$/);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');

    const preflight = await fetch(`${apiUrl}/rest/v1/products`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,apikey,content-type,prefer,x-client-info',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    for (const h of [
      'authorization',
      'apikey',
      'prefer',
      'range',
      'x-upsert',
      'accept-profile',
      'x-supabase-api-version',
    ]) {
      expect(preflight.headers.get('access-control-allow-headers')).toContain(h);
    }
  });

  it('401 PGRST301 for a forged JWT and PGRST303 for an expired one', async () => {
    const [head, body] = ANON_KEY.split('.');
    const forged = await api('/rest/v1/products?select=id', {
      headers: { Authorization: `Bearer ${head}.${body}.AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect((await forged.json()).code).toBe('PGRST301');
    const { createHmac } = await import('node:crypto');
    const claims = Buffer.from(JSON.stringify({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 3600 })).toString(
      'base64url',
    );
    const sig = createHmac('sha256', 'super-secret-jwt-token-with-at-least-32-characters-long')
      .update(`${head}.${claims}`)
      .digest('base64url');
    const expired = await api('/rest/v1/products?select=id', {
      headers: { Authorization: `Bearer ${head}.${claims}.${sig}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });
});

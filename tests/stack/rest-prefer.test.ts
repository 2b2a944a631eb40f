// PostgREST's Prefer preferences, RPC counts, db-max-rows and CSV, against the real local stack
// (docs/wire-additions.md §4). Each assertion reads what a client sees or what the database holds.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, anonClient, dbPort, SERVICE_ROLE_KEY, serviceClient } from '../support/clients';

const tag = Date.now().toString(36);
const MAX_ROWS = 1000;
let authorId: number;
let db: pg.Client;

const fixture = { 'Accept-Profile': 'stack_fixture', 'Content-Profile': 'stack_fixture' };
const asService = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
const service = () => serviceClient().schema('stack_fixture');

async function titles(): Promise<string[]> {
  const { data } = await service().from('books').select('title').eq('author_id', authorId).order('title');
  return (data ?? []).map((b: { title: string }) => b.title);
}

/** What the planner says for the same rows: the figure count=planned must report. */
async function plannerRows(where: string): Promise<number> {
  const { rows } = await db.query(`explain (format json) select 1 from stack_fixture.books where ${where}`);
  return Number(rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
}

function total(res: Response): number {
  return Number(res.headers.get('content-range')?.split('/')[1]);
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres` });
  await db.connect();
  const { data } = await service()
    .from('authors')
    .insert({ name: `P ${tag}` })
    .select()
    .single();
  authorId = data.id;
  await service()
    .from('books')
    .insert([
      { author_id: authorId, title: `A ${tag}`, pages: 10, tags: ['x', 'y z'], meta: { k: 'v, w' } },
      { author_id: authorId, title: `B ${tag}`, pages: 20, tags: null, meta: null },
    ]);
});

afterAll(async () => {
  await db?.query('alter role authenticator reset pgrst.db_tx_end');
  await db?.end();
  await service().from('authors').delete().eq('id', authorId);
});

describe('Prefer: count=planned and count=estimated', () => {
  it('planned answers the planner estimate with 206, not a count of the rows', async () => {
    // Statistics taken before 20 more rows: the estimate and the real count now differ.
    await db.query('analyze stack_fixture.books');
    const extra = Array.from({ length: 20 }, (_, i) => ({ author_id: authorId, title: `E ${i} ${tag}` }));
    await service().from('books').insert(extra);
    const res = await api(`/rest/v1/books?select=title&author_id=eq.${authorId}&limit=1`, {
      method: 'HEAD',
      headers: { ...fixture, Prefer: 'count=planned' },
    });
    const estimate = await plannerRows(`author_id = ${authorId}`);
    await service().from('books').delete().like('title', `E % ${tag}`);
    expect(estimate).not.toBe(22);
    expect(res.headers.get('content-range')).toBe(`0-0/${estimate}`);
    expect(res.status).toBe(estimate > 1 ? 206 : 200);
    expect(res.headers.get('preference-applied')).toBe('count=planned');
  });

  it('estimated is the exact count below max_rows', async () => {
    const { count, status } = await anonClient()
      .schema('stack_fixture')
      .from('books')
      .select('title', { count: 'estimated' })
      .eq('author_id', authorId)
      .limit(1);
    expect({ count, status }).toEqual({ count: 2, status: 206 });
  });

  describe(`above max_rows (${MAX_ROWS})`, () => {
    beforeAll(async () => {
      const many = Array.from({ length: MAX_ROWS + 100 }, (_, i) => ({ author_id: authorId, title: `M ${i} ${tag}` }));
      const { error } = await service().from('books').insert(many);
      expect(error).toBeNull();
    });
    afterAll(async () => {
      await service().from('books').delete().like('title', `M % ${tag}`);
    });

    it('a read without a limit returns max_rows rows, and the exact count says how many match', async () => {
      const res = await api(`/rest/v1/books?select=id&author_id=eq.${authorId}`, {
        headers: { ...fixture, Prefer: 'count=exact' },
      });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`0-${MAX_ROWS - 1}/${MAX_ROWS + 102}`);
      expect(await res.json()).toHaveLength(MAX_ROWS);
    });

    it('estimated switches to the planner above max_rows, never below max_rows + 1', async () => {
      const res = await api(`/rest/v1/books?select=id&author_id=eq.${authorId}&limit=10`, {
        method: 'HEAD',
        headers: { ...fixture, Prefer: 'count=estimated' },
      });
      expect(total(res)).toBe(Math.max(MAX_ROWS + 1, await plannerRows(`author_id = ${authorId}`)));
    });
  });
});

describe('RPC counts', () => {
  it('a scalar result counts one row: Content-Range 0-0/1, count 1 in the client', async () => {
    const res = await api('/rest/v1/rpc/add', {
      method: 'POST',
      headers: { ...fixture, 'Content-Type': 'application/json', Prefer: 'count=exact' },
      body: '{"a":1,"b":2}',
    });
    expect(res.headers.get('content-range')).toBe('0-0/1');
    const { data, count } = await anonClient().schema('stack_fixture').rpc('add', { a: 1, b: 2 }, { count: 'exact' });
    expect({ data, count }).toEqual({ data: 3, count: 1 });
  });

  it('set results count their rows, with or without a body', async () => {
    const fx = anonClient().schema('stack_fixture');
    expect(await fx.rpc('numbers', { n: 3 }, { count: 'exact' })).toMatchObject({ data: [1, 2, 3], count: 3 });
    expect(await fx.rpc('numbers', { n: 4 }, { count: 'exact', head: true })).toMatchObject({ count: 4 });
  });
});

describe('Prefer: handling=strict, max-affected=N', () => {
  it('refuses with PGRST124 and keeps nothing when more rows would change', async () => {
    const res = await api(`/rest/v1/books?author_id=eq.${authorId}`, {
      method: 'PATCH',
      headers: {
        ...fixture,
        ...asService,
        'Content-Type': 'application/json',
        Prefer: 'handling=strict, max-affected=1',
      },
      body: '{"pages":99}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'PGRST124',
      details: 'The query affects 2 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    });
    const { data } = await service().from('books').select('pages').eq('author_id', authorId).order('title');
    expect(data).toEqual([{ pages: 10 }, { pages: 20 }]);
  });

  it('applies within the limit, and says so', async () => {
    const res = await api(`/rest/v1/books?title=eq.${encodeURIComponent(`B ${tag}`)}`, {
      method: 'PATCH',
      headers: {
        ...fixture,
        ...asService,
        'Content-Type': 'application/json',
        Prefer: 'handling=strict, max-affected=1',
      },
      body: '{"pages":21}',
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('handling=strict, max-affected=1');
    const { data } = await service().from('books').select('pages').eq('title', `B ${tag}`).single();
    expect(data).toEqual({ pages: 21 });
  });

  it('is ignored with handling=lenient; a delete beyond it is refused', async () => {
    const lenient = await api(`/rest/v1/books?author_id=eq.${authorId}`, {
      method: 'PATCH',
      headers: {
        ...fixture,
        ...asService,
        'Content-Type': 'application/json',
        Prefer: 'handling=lenient, max-affected=1',
      },
      body: '{"pages":5}',
    });
    expect(lenient.status).toBe(204);
    const remove = await api(`/rest/v1/books?author_id=eq.${authorId}`, {
      method: 'DELETE',
      headers: { ...fixture, ...asService, Prefer: 'handling=strict, max-affected=1' },
    });
    expect((await remove.json()).code).toBe('PGRST124');
    expect(await titles()).toEqual([`A ${tag}`, `B ${tag}`]);
  });

  it('counts the rows an RPC returns', async () => {
    const numbers = (n: number) =>
      api(`/rest/v1/rpc/numbers?n=${n}`, { headers: { ...fixture, Prefer: 'handling=strict, max-affected=2' } });
    expect((await (await numbers(3)).json()).code).toBe('PGRST124');
    expect(await (await numbers(2)).json()).toEqual([1, 2]);
  });
});

describe('Prefer: tx=rollback | tx=commit', () => {
  const insert = (prefer: string) =>
    api('/rest/v1/books?select=title', {
      method: 'POST',
      headers: { ...fixture, ...asService, 'Content-Type': 'application/json', Prefer: prefer },
      body: JSON.stringify({ author_id: authorId, title: `T ${tag}` }),
    });

  it('is ignored (commit) under the default db-tx-end, and refused with handling=strict', async () => {
    const res = await insert('return=representation, tx=rollback');
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('return=representation');
    expect(await titles()).toContain(`T ${tag}`);
    await service().from('books').delete().eq('title', `T ${tag}`);
    const strict = await insert('handling=strict, tx=rollback');
    expect(strict.status).toBe(400);
    expect((await strict.json()).code).toBe('PGRST122');
  });

  it('rolls back after a normal answer once db-tx-end allows the override', async () => {
    await db.query(`alter role authenticator set pgrst.db_tx_end to 'commit-allow-override'`);
    const res = await insert('return=representation, tx=rollback');
    expect(res.status).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await res.json()).toEqual([{ title: `T ${tag}` }]);
    expect(await titles()).not.toContain(`T ${tag}`);

    const { error } = await service().from('books').delete().eq('author_id', authorId).rollback();
    expect(error).toBeNull();
    expect(await titles()).toEqual([`A ${tag}`, `B ${tag}`]);

    expect((await insert('tx=commit')).headers.get('preference-applied')).toBe('tx=commit');
    expect(await titles()).toContain(`T ${tag}`);
  });
});

describe('Accept: text/csv', () => {
  it('answers the rows as CSV: a header, then values quoted as Postgres writes records', async () => {
    const res = await api(`/rest/v1/books?select=title,tags,meta&author_id=eq.${authorId}&title=lt.C&order=title`, {
      headers: { ...fixture, Accept: 'text/csv' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await res.text()).toBe(`title,tags,meta\n"A ${tag}","{x,""y z""}","{""k"": ""v, w""}"\n"B ${tag}",,`);
    const { data } = await anonClient()
      .schema('stack_fixture')
      .from('books')
      .select('title')
      .eq('title', `A ${tag}`)
      .csv();
    expect(data).toBe(`title\n"A ${tag}"`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, api, createTestUser, serviceClient, type SchemaClient, type TestUser } from '../support/clients';

const tag = Date.now().toString(36);
let anonFx: SchemaClient;
let user: TestUser;

beforeAll(async () => {
  anonFx = anonClient().schema('stack_fixture');
  user = await createTestUser();
  const fx = serviceClient().schema('stack_fixture');
  const { data } = await fx
    .from('authors')
    .insert({ name: `R ${tag}`, country: `C${tag}` })
    .select()
    .single();
  await fx.from('books').insert([
    { author_id: data.id, title: `R1 ${tag}`, pages: 10 },
    { author_id: data.id, title: `R2 ${tag}`, pages: 20 },
  ]);
});

afterAll(async () => {
  await serviceClient().schema('stack_fixture').from('authors').delete().eq('name', `R ${tag}`);
  await user?.remove();
});

describe('rpc', () => {
  it('scalar result: 200 with a JSON scalar', async () => {
    expect(await anonFx.rpc('add', { a: 2, b: 40 })).toMatchObject({ status: 200, data: 42, error: null });
    const res = await api('/rest/v1/rpc/add', {
      method: 'POST',
      headers: { 'Content-Profile': 'stack_fixture', 'Content-Type': 'application/json' },
      body: '{"a":1,"b":1}',
    });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe('2');
  });

  it('GET rpc takes arguments from the query string', async () => {
    const res = await api('/rest/v1/rpc/add?a=5&b=6', { headers: { 'Accept-Profile': 'stack_fixture' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(11);
    expect((await anonFx.rpc('numbers', { n: 3 }, { get: true })).data).toEqual([1, 2, 3]);
  });

  it('set and table results support select, filters, order and count', async () => {
    expect((await anonFx.rpc('numbers', { n: 4 })).data).toEqual([1, 2, 3, 4]);
    const books = await anonFx
      .rpc('books_by_country', { country_name: `C${tag}` })
      .select('title')
      .gt('pages', 15);
    expect(books.data).toEqual([{ title: `R2 ${tag}` }]);
    const withAuthor = await anonFx
      .rpc('books_by_country', { country_name: `C${tag}` })
      .select('title, authors(name)')
      .order('title')
      .limit(1)
      .single();
    expect(withAuthor.data).toEqual({ title: `R1 ${tag}`, authors: { name: `R ${tag}` } });
    const stats = await anonFx.rpc('author_stats').eq('author', `R ${tag}`);
    expect(stats.data).toEqual([{ author: `R ${tag}`, book_count: 2 }]);
  });

  it('void function: 204, data null', async () => {
    expect(await anonFx.rpc('touch')).toMatchObject({ status: 204, data: null, error: null });
  });

  it('array and jsonb arguments travel as JSON', async () => {
    const { data } = await anonFx.rpc('echo_tags', { tags: ['a', 'b c'], meta: { x: [1, 2] } });
    expect(data).toEqual({ tags: ['a', 'b c'], meta: { x: [1, 2] } });
    const defaults = await anonFx.rpc('echo_tags', { tags: [] });
    expect(defaults.data).toEqual({ tags: [], meta: {} });
  });

  it('RAISE → 400 with message and hint; PT402 → 402', async () => {
    const raised = await anonFx.rpc('fail_with', { msg: 'Ça ne va pas' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'Ça ne va pas', hint: 'fixture hint' });
    const custom = await anonFx.rpc('payment_required');
    expect(custom.status).toBe(402);
  });

  it('404 PGRST202 for an unknown function or argument names', async () => {
    const missing = await anonFx.rpc('nope');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
    const wrongArgs = await anonFx.rpc('add', { a: 1, c: 2 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });

  it('offers no role helper as an RPC: nobody can ask about another user\'s roles', async () => {
    for (const fn of ['has_role', 'is_admin']) {
      const asUser = await user.client.rpc(fn, { _user_id: user.id, _role: 'admin' });
      expect(asUser.status).toBe(404);
      expect(asUser.error?.code).toBe('PGRST202');
    }
  });

});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICE_ROLE_KEY,
  anonClient,
  api,
  createTestUser,
  serviceClient,
  type SchemaClient,
  type TestUser,
} from '../support/clients';

const tag = Date.now().toString(36);
let fx: SchemaClient;
let user: TestUser;
let other: TestUser;

const service = (path: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}) =>
  api(`/rest/v1/${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      apikey: SERVICE_ROLE_KEY,
      'Content-Profile': 'stack_fixture',
      'Accept-Profile': 'stack_fixture',
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });

beforeAll(async () => {
  fx = serviceClient().schema('stack_fixture');
  user = await createTestUser();
  other = await createTestUser();
});

afterAll(async () => {
  await fx.from('authors').delete().like('name', `%${tag}`);
  await Promise.all([user?.remove(), other?.remove()]);
});

describe('insert', () => {
  it('POST without return: 201, empty body, Content-Range */*', async () => {
    const res = await service('authors', { method: 'POST', body: JSON.stringify({ name: `A ${tag}` }) });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-range')).toBe('*/*');
    expect(res.headers.get('content-type')).toBeNull();
    expect(await res.text()).toBe('');
    const viaJs = await fx.from('authors').insert({ name: `B ${tag}` });
    expect(viaJs).toMatchObject({ status: 201, data: null, error: null });
  });

  it('return=representation with columns=: rows come back, missing keys become null', async () => {
    const { data, status, error } = await fx
      .from('authors')
      .insert([{ name: `C ${tag}`, country: 'FR' }, { name: `D ${tag}` }])
      .select('name,country');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { name: `C ${tag}`, country: 'FR' },
      { name: `D ${tag}`, country: null },
    ]);
    const res = await service('authors?select=name', {
      method: 'POST',
      headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
      body: JSON.stringify({ name: `E ${tag}` }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await res.json()).toEqual({ name: `E ${tag}` });
  });

  it('count=exact on insert puts the row count in Content-Range', async () => {
    const res = await service('authors', {
      method: 'POST',
      headers: { Prefer: 'count=exact' },
      body: JSON.stringify([{ name: `F ${tag}` }, { name: `G ${tag}` }]),
    });
    expect(res.headers.get('content-range')).toBe('*/2');
  });

  it('400 PGRST204 for an unknown column, PGRST102 for bad JSON or mismatched keys', async () => {
    const unknown = await fx.from('authors').insert({ name: `H ${tag}`, nope: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'authors' in the schema cache",
    });
    const bad = await service('authors', { method: 'POST', body: '{"name": ' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST102');
    const mismatch = await service('authors', {
      method: 'POST',
      body: JSON.stringify([{ name: 'x' }, { country: 'y' }]),
    });
    expect((await mismatch.json()).message).toBe('All object keys must match');
  });

  it('maps constraint errors: 23505 → 409, 23514/23502/22P02 → 400', async () => {
    const dup = await fx.from('authors').insert({ name: `A ${tag}` });
    expect(dup.status).toBe(409);
    expect(dup.error?.code).toBe('23505');
    const check = await fx.from('books').insert({ title: `T ${tag}`, rating: 9 });
    expect(check).toMatchObject({ status: 400, error: { code: '23514' } });
    const notNull = await fx.from('books').insert({ title: null });
    expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } });
    const badType = await fx.from('books').insert({ title: `T ${tag}`, pages: 'many' });
    expect(badType).toMatchObject({ status: 400, error: { code: '22P02' } });
    const fk = await fx.from('books').insert({ title: `T ${tag}`, author_id: 999999999 });
    expect(fk).toMatchObject({ status: 409, error: { code: '23503' } });
  });
});

describe('upsert', () => {
  it('merge-duplicates: 201 when a row is new, 200 when every row was updated', async () => {
    const first = await fx.from('authors').upsert({ name: `U ${tag}`, country: 'FR' }, { onConflict: 'name' });
    expect(first.status).toBe(201);
    const again = await fx
      .from('authors')
      .upsert({ name: `U ${tag}`, country: 'BE' }, { onConflict: 'name' })
      .select('name,country');
    expect(again.status).toBe(200);
    expect(again.data).toEqual([{ name: `U ${tag}`, country: 'BE' }]);
    const mixed = await fx
      .from('authors')
      .upsert(
        [
          { name: `U ${tag}`, country: 'CH' },
          { name: `V ${tag}`, country: 'CH' },
        ],
        { onConflict: 'name' },
      )
      .select('name');
    expect(mixed.status).toBe(201);
    expect(mixed.data).toHaveLength(2);
  });

  it('ignore-duplicates keeps the existing row', async () => {
    const res = await fx
      .from('authors')
      .upsert({ name: `U ${tag}`, country: 'IT' }, { onConflict: 'name', ignoreDuplicates: true });
    expect(res.error).toBeNull();
    const { data } = await fx.from('authors').select('country').eq('name', `U ${tag}`).single();
    expect(data!.country).toBe('CH');
  });
});

describe('update and delete', () => {
  it('PATCH: 204 with Content-Range 0-(n-1)/*, 200 with rows on return=representation', async () => {
    const res = await service(`authors?name=like.*${tag}&country=is.null`, {
      method: 'PATCH',
      body: JSON.stringify({ country: 'XX' }),
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toMatch(/^0-\d+\/\*$/);
    const none = await service(`authors?name=eq.nobody`, { method: 'PATCH', body: JSON.stringify({ country: 'XX' }) });
    expect(none.headers.get('content-range')).toBe('*/*');

    const { data, status } = await fx
      .from('authors')
      .update({ country: 'FR' })
      .eq('name', `C ${tag}`)
      .select('name,country')
      .single();
    expect(status).toBe(200);
    expect(data).toEqual({ name: `C ${tag}`, country: 'FR' });

    const unknown = await fx.from('authors').update({ nope: 1 }).eq('name', `C ${tag}`);
    expect(unknown.error?.code).toBe('PGRST204');
  });

  it('DELETE: 204 empty, 200 with rows; singular delete of several rows is refused and rolled back', async () => {
    const plain = await fx.from('authors').delete().eq('name', `G ${tag}`);
    expect(plain).toMatchObject({ status: 204, data: null, error: null });
    const rows = await fx.from('authors').delete().eq('name', `F ${tag}`).select('name');
    expect(rows).toMatchObject({ status: 200, data: [{ name: `F ${tag}` }] });

    const tooMany = await fx
      .from('authors')
      .delete()
      .in('name', [`D ${tag}`, `E ${tag}`])
      .select()
      .single();
    expect(tooMany.status).toBe(406);
    const { count } = await fx
      .from('authors')
      .select('*', { count: 'exact', head: true })
      .in('name', [`D ${tag}`, `E ${tag}`]);
    expect(count).toBe(2);
  });

  it('refuses UPDATE/DELETE without a filter, as hosted Supabase (pg-safeupdate) does', async () => {
    const res = await fx.from('authors').delete().select();
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });
});

describe('row-level security through the API', () => {
  it('42501 is 401 for anon and 403 for a signed-in user', async () => {
    const asAnon = await anonClient()
      .schema('stack_fixture')
      .from('authors')
      .insert({ name: `anon ${tag}` });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error?.code).toBe('42501');
    const asUser = await user.client.schema('stack_fixture').from('notes').insert({ body: 'x', owner_id: other.id });
    expect(asUser.status).toBe(403);
    expect(asUser.error?.code).toBe('42501');
  });

  it('a user sees and changes only their rows; hidden rows are touched 0 times without an error', async () => {
    const mine = await user.client
      .schema('stack_fixture')
      .from('notes')
      .insert({ body: `mine ${tag}` })
      .select()
      .single();
    expect(mine.error).toBeNull();
    expect(mine.data.owner_id).toBe(user.id);

    const peek = await other.client.schema('stack_fixture').from('notes').select('*').eq('id', mine.data.id);
    expect(peek.data).toEqual([]);
    const hijack = await other.client
      .schema('stack_fixture')
      .from('notes')
      .update({ body: 'pwned' })
      .eq('id', mine.data.id)
      .select();
    expect(hijack).toMatchObject({ status: 200, data: [], error: null });
    const erase = await other.client.schema('stack_fixture').from('notes').delete().eq('id', mine.data.id).select();
    expect(erase.data).toEqual([]);
    const still = await user.client
      .schema('stack_fixture')
      .from('notes')
      .select('body')
      .eq('id', mine.data.id)
      .single();
    expect(still.data!.body).toBe(`mine ${tag}`);
    await user.client.schema('stack_fixture').from('notes').delete().eq('id', mine.data.id);
  });

  it('anon may insert without a select policy as long as nothing is returned', async () => {
    const minimal = await anonClient()
      .schema('stack_fixture')
      .from('inbox')
      .insert({ message: `hello ${tag}` });
    expect(minimal).toMatchObject({ status: 201, error: null });
    const withSelect = await anonClient()
      .schema('stack_fixture')
      .from('inbox')
      .insert({ message: `hello ${tag}` })
      .select();
    expect(withSelect.status).toBe(401);
    expect(withSelect.error?.code).toBe('42501');
  });
});

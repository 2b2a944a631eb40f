import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, SERVICE_ROLE_KEY, serviceClient, type SchemaClient } from '../support/clients';

// Names from the request reach the SQL only as quoted identifiers: an alias holding
// ' as ', quotes or SQL is returned as a key, never run.
const tag = `sqlsafe-${Date.now().toString(36)}`;
let fx: SchemaClient;
let authorId = 0;

beforeAll(async () => {
  fx = serviceClient().schema('stack_fixture');
  const { data, error } = await fx
    .from('authors')
    .insert({ name: `Zola ${tag}`, country: 'FR' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  authorId = data.id as number;
  const book = await fx.from('books').insert({ author_id: authorId, title: `Germinal ${tag}`, price: 9, pages: 500 });
  if (book.error) throw new Error(book.error.message);
});

afterAll(async () => {
  await fx.from('books').delete().eq('author_id', authorId);
  await fx.from('authors').delete().eq('id', authorId);
});

async function read(select: string): Promise<{ status: number; body: unknown }> {
  const res = await api(
    `/rest/v1/books?title=eq.${encodeURIComponent(`Germinal ${tag}`)}&select=${encodeURIComponent(select)}`,
    {
      headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Accept-Profile': 'stack_fixture' },
    },
  );
  return { status: res.status, body: await res.json() };
}

describe('spread embeds build SQL from quoted names only', () => {
  it("keeps an alias holding ' as ' and a quote as one key", async () => {
    expect(await read('title,...authors("x as y":country)')).toEqual({
      status: 200,
      body: [{ title: `Germinal ${tag}`, 'x as y': 'FR' }],
    });
  });

  it('returns an alias that looks like SQL as a key instead of running it', async () => {
    const alias = 'a as b from pg_authid --';
    expect(await read(`title,...authors("${alias}":name)`)).toEqual({
      status: 200,
      body: [{ title: `Germinal ${tag}`, [alias]: `Zola ${tag}` }],
    });
  });

  it('refuses a cast that is not a type name', async () => {
    const { status } = await read('title,pages::int from pg_authid');
    expect(status).toBe(400);
  });
});

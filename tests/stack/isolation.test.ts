import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createTestUser, dbPort, serviceClient, type AnyClient, type TestUser } from '../support/clients';

// PGlite has one Postgres session shared by every request: these tests would
// catch one request running under another's role or claims.
let users: TestUser[] = [];

beforeAll(async () => {
  users = await Promise.all([createTestUser(), createTestUser(), createTestUser()]);
});
afterAll(async () => {
  await Promise.all(users.map((u) => u.remove()));
});

type Caller = { client: AnyClient; role: string; uid: string | null };

async function whoami(caller: Caller) {
  const { data, error } = await caller.client.schema('stack_fixture').rpc('whoami');
  if (error) return { ok: false, error: error.message };
  return { ok: data.current_user === caller.role && data.uid === caller.uid, data };
}

describe('role isolation', () => {
  it('200 concurrent mixed-role requests each see only their own role and user', async () => {
    const callers: Caller[] = [
      { client: anonClient(), role: 'anon', uid: null },
      { client: serviceClient(), role: 'service_role', uid: null },
      ...users.map((u) => ({ client: u.client, role: 'authenticated', uid: u.id })),
    ];
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => whoami(callers[i % callers.length] as Caller)),
    );
    const mismatches = results.filter((r) => !r.ok);
    expect(mismatches).toEqual([]);
  });

  it('a Postgres-protocol client inside BEGIN … SET LOCAL ROLE never leaks into HTTP requests', async () => {
    const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres` });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`set local role authenticated`);
      await client.query(
        `select set_config('request.jwt.claims', '{"sub":"00000000-0000-0000-0000-000000000001"}', true)`,
      );
      // HTTP requests queue behind the open transaction; release it shortly.
      const pending = Promise.all(
        Array.from({ length: 20 }, () => whoami({ client: anonClient(), role: 'anon', uid: null })),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const inside = await client.query('select current_user as u');
      expect(inside.rows[0].u).toBe('authenticated');
      await client.query('commit');
      const results = await pending;
      expect(results.filter((r) => !r.ok)).toEqual([]);
      // And the session the socket client sees afterwards is its own again.
      expect((await client.query('select current_user as u')).rows[0].u).toBe('postgres');
    } finally {
      await client.end();
    }
  });

  it('extended-protocol queries over the socket interleave safely with HTTP traffic', async () => {
    const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres` });
    await client.connect();
    try {
      const socketQueries = Array.from({ length: 30 }, (_, i) =>
        client.query('select $1::int + 1 as n, current_user as u', [i]),
      );
      const http = Array.from({ length: 60 }, (_, i) =>
        whoami(
          i % 2
            ? { client: anonClient(), role: 'anon', uid: null }
            : { client: serviceClient(), role: 'service_role', uid: null },
        ),
      );
      const [socketResults, httpResults] = await Promise.all([Promise.all(socketQueries), Promise.all(http)]);
      expect(socketResults.map((r) => r.rows[0])).toEqual(
        Array.from({ length: 30 }, (_, i) => ({ n: i + 1, u: 'postgres' })),
      );
      expect(httpResults.filter((r) => !r.ok)).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('claims with quotes and backslashes reach SQL intact, even if a socket client changed string syntax', async () => {
    const tricky = `it's a \\'); drop table stack_fixture.authors; -- \\\\ "quoted"`;
    const user = users[0] as TestUser;
    const { error } = await user.client.auth.updateUser({ data: { tricky } });
    expect(error).toBeNull();
    await user.client.auth.refreshSession();
    const client = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres` });
    await client.connect();
    try {
      await client.query('set standard_conforming_strings = off');
      const { data, error: rpcError } = await user.client.schema('stack_fixture').rpc('my_claims');
      expect(rpcError).toBeNull();
      expect(data.user_metadata.tricky).toBe(tricky);
      await client.query('set standard_conforming_strings = on');
    } finally {
      await client.end();
    }
  });
});

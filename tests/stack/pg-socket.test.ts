import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dbPort } from '../support/clients';

function client(user: string, password: string): pg.Client {
  return new pg.Client({ host: '127.0.0.1', port: dbPort, user, password, database: 'postgres' });
}

describe('Postgres socket login', () => {
  it('refuses a wrong password with 28P01, as `supabase start` does', async () => {
    const c = client('postgres', 'not-the-password');
    await expect(c.connect()).rejects.toMatchObject({ code: '28P01' });
  });

  it('refuses a role other than postgres even with the right password', async () => {
    const c = client('anon', 'postgres');
    await expect(c.connect()).rejects.toMatchObject({ code: '28P01' });
  });

  it('lets postgres:postgres in and runs queries as the superuser', async () => {
    const c = client('postgres', 'postgres');
    await c.connect();
    try {
      const { rows } = await c.query<{ superuser: string; n: number }>(
        "select current_setting('is_superuser') as superuser, 1 + 1 as n",
      );
      expect(rows[0]).toEqual({ superuser: 'on', n: 2 });
    } finally {
      await c.end();
    }
  });

  it('is reachable on loopback only', async () => {
    // The socket binds 127.0.0.1: any other local address of the machine is refused.
    const os = await import('node:os');
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!external) return;
    const c = new pg.Client({
      host: external.address,
      port: dbPort,
      user: 'postgres',
      password: 'postgres',
      connectionTimeoutMillis: 2000,
    });
    await expect(c.connect()).rejects.toThrow();
  });
});

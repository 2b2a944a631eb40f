import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Agent, fetch as undiciFetch } from 'undici';
import WebSocket from 'ws';
import type { Database } from '../../src/lib/database.types';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';

/** The integration run's stack (started by tests/support/global-setup.ts). */
export const apiUrl = `http://127.0.0.1:${process.env.STACK_API_PORT ?? 31421}`;

export type Client = SupabaseClient<Database>;

/**
 * Client options whose connections come from `address`: the stack passes the socket's address
 * to Postgres as cf-connecting-ip (as Cloudflare does), which the per-client rate limit counts.
 */
export function fromAddress(address: string) {
  const dispatcher = new Agent({ localAddress: address });
  return {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js needs a WebSocket implementation under Node 20, even when realtime is unused.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: {
      fetch: ((input: string, init?: RequestInit) =>
        undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof fetch,
    },
  };
}

// Every client a test makes is another visitor, on its own loopback address (127.1.x.y), so the
// suite is not one client that the per-client rate limit (10 in 10 minutes) stops.
let clients = 0;
const nextVisitor = () => {
  clients += 1;
  return fromAddress(`127.1.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`);
};

export const anon = (): Client => createClient<Database>(apiUrl, ANON_KEY, nextVisitor());
export const service = (): Client => createClient<Database>(apiUrl, SERVICE_ROLE_KEY, nextVisitor());

export async function signedIn(email: string, password: string): Promise<Client> {
  const client = createClient<Database>(apiUrl, ANON_KEY, nextVisitor());
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Connexion impossible pour ${email} : ${error.message}`);
  return client;
}

export const admin = () => signedIn('admin@example.com', 'admin123456');

/** The seeded account of each staff role (supabase/seed.sql). */
export const seededAccounts = {
  admin: ['admin@example.com', 'admin123456'],
  commercial: ['commercial@example.com', 'demo123456'],
  comptabilite: ['compta@example.com', 'demo123456'],
  marketing: ['marketing@example.com', 'demo123456'],
  technicien: ['technique@example.com', 'demo123456'],
  moderator: ['moderation@example.com', 'demo123456'],
  viewer: ['lecteur@example.com', 'demo123456'],
} as const;
export type SeededRole = keyof typeof seededAccounts;
export const seededRoles = Object.keys(seededAccounts) as SeededRole[];

/** One signed-in client per staff role, each on its own address. */
export async function signedInRoles(): Promise<Record<SeededRole, Client>> {
  const clients = await Promise.all(
    seededRoles.map(async (role) => {
      const [email, password] = seededAccounts[role];
      return [role, await signedIn(email, password)] as const;
    }),
  );
  return Object.fromEntries(clients) as Record<SeededRole, Client>;
}

export const staff = () => signedIn('staff@example.com', 'staff123456');

/** A new account holding `role`, signed in. The caller deletes it (service().auth.admin.deleteUser). */
export async function newStaffAccount(role: string): Promise<{ id: string; email: string; client: Client }> {
  const email = `equipe-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await service().auth.admin.createUser({
    email,
    password: 'motdepasse-solide',
    email_confirm: true,
  });
  if (error) throw error;
  const roles = await service().from('user_roles').insert({ user_id: data.user.id, role });
  if (roles.error) throw roles.error;
  return { id: data.user.id, email, client: await signedIn(email, 'motdepasse-solide') };
}

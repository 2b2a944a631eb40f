// supabase-js clients against the integration stack, configured as a Node app needs them.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../../supabase/local/config';

export { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY };

export const apiPort = Number(process.env.STACK_API_PORT ?? 31421);
export const dbPort = Number(process.env.STACK_DB_PORT ?? 31422);
export const apiUrl = `http://127.0.0.1:${apiPort}`;
/**
 * `postgres` on the database the stack serves: the embedded one's socket, or the real
 * server of the real-PostgreSQL run (STACK_DATABASE_URL), where it is not a superuser.
 */
export const databaseUrl =
  process.env.STACK_DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`;

// The stack's own contract tests use untyped clients: they also reach the stack_fixture schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyClient = SupabaseClient<any, any, any>;
/** What `client.schema('stack_fixture')` returns. */
export type SchemaClient = ReturnType<AnyClient['schema']>;

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // supabase-js 2.109 refuses to construct under Node 20 without a WebSocket implementation.
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

export function anonClient(): AnyClient {
  return createClient(apiUrl, ANON_KEY, options);
}

export function serviceClient(): AnyClient {
  return createClient(apiUrl, SERVICE_ROLE_KEY, options);
}

export async function signedInClient(email: string, password: string): Promise<AnyClient> {
  const client = createClient(apiUrl, ANON_KEY, options);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Sign-in failed for ${email}: ${error.message}`);
  return client;
}

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  client: AnyClient;
  remove(): Promise<void>;
}

/** A confirmed user created through the admin API, signed in; remove() deletes it. */
export async function createTestUser(
  options: { email?: string; password?: string; admin?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? `stack-test-${Date.now().toString(36)}-${(counter++).toString(36)}@example.test`;
  const password = options.password ?? 'test-password-123';
  const service = serviceClient();
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  const id = data.user.id;
  if (options.admin) {
    const { error: roleError } = await service.from('user_roles').insert({ user_id: id, role: 'admin' });
    if (roleError) throw new Error(`admin role insert failed: ${roleError.message}`);
  }
  const client = await signedInClient(email, password);
  return {
    id,
    email,
    password,
    client,
    remove: async () => {
      await service.auth.admin.deleteUser(id);
    },
  };
}

/** Raw fetch against the stack with the anon key unless headers say otherwise. */
export function api(
  pathAndQuery: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${apiUrl}${pathAndQuery}`, {
    ...init,
    headers: { apikey: ANON_KEY, ...init.headers },
  });
}

import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/lib/database.types';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';

/** The integration run's stack (started by tests/support/global-setup.ts). */
export const apiUrl = `http://127.0.0.1:${process.env.STACK_API_PORT ?? 55421}`;

export type Client = SupabaseClient<Database>;

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // supabase-js needs a WebSocket implementation under Node 20, even when realtime is unused.
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

export const anon = (): Client => createClient<Database>(apiUrl, ANON_KEY, options);
export const service = (): Client => createClient<Database>(apiUrl, SERVICE_ROLE_KEY, options);

export async function signedIn(email: string, password: string): Promise<Client> {
  const client = createClient<Database>(apiUrl, ANON_KEY, options);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Connexion impossible pour ${email} : ${error.message}`);
  return client;
}

export const admin = () => signedIn('admin@example.com', 'admin123456');
export const staff = () => signedIn('staff@example.com', 'staff123456');

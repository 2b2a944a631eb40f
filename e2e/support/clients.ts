import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/lib/database.types';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { e2eStack } from './stack-env';

const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  // supabase-js needs a WebSocket implementation under Node 20, even when realtime is unused.
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

/** Test data is created and cleaned with the service role, which bypasses RLS (of the e2e stack by default). */
export function serviceClient(apiUrl = e2eStack.apiUrl) {
  return createClient<Database>(apiUrl, SERVICE_ROLE_KEY, options);
}

export function anonClient() {
  return createClient<Database>(e2eStack.apiUrl, ANON_KEY, options);
}

export const seededUsers = {
  admin: { email: 'admin@example.com', password: 'admin123456' },
  staff: { email: 'staff@example.com', password: 'staff123456' },
} as const;

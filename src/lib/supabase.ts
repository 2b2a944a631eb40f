import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from '@/lib/database.types';

/** The one client of the app: every read and write goes through it. */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, storage: globalThis.localStorage },
});

export type SupabaseClient = typeof supabase;

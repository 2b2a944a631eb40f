import type { SupabaseClient } from '@/lib/supabase';

let client: Promise<SupabaseClient> | undefined;

/**
 * The supabase client, loaded on first use. supabase-js weighs ~52 KB gzipped, so public
 * pages fetch it after first paint instead of shipping it in their entry chunk.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@/lib/supabase').then((module) => module.supabase);
  return client;
}

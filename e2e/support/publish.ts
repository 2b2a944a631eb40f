import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/lib/database.types';
import { ANON_KEY } from '../../supabase/local/config';
import { seededUsers } from './clients';
import { e2eStack } from './stack-env';

/**
 * « Publier » as the seeded admin, without the screen: the preview's deploy hook prerenders the
 * pages again from the database before the function answers. Also puts the site back as the seed
 * built it once a spec has removed what it published.
 */
export async function publishAsAdmin() {
  const admin = createClient<Database>(e2eStack.apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  await admin.auth.signInWithPassword(seededUsers.admin);
  const { error } = await admin.functions.invoke('publish-site', { body: {} });
  if (error) throw error;
}

/** The page as the static server sends it: no browser, no JavaScript. */
export async function served(pagePath: string) {
  const response = await fetch(`${e2eStack.appUrl}${pagePath}`, { cache: 'no-store' });
  return { status: response.status, html: await response.text() };
}

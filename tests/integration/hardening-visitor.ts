import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import { ANON_KEY } from '../../supabase/local/config';
import { apiUrl, fromAddress, type Client } from './support';

/** An anonymous visitor on a chosen address: lets a test be two clients, or one flooding. */
export const visitorFrom = (address: string): Client => createClient<Database>(apiUrl, ANON_KEY, fromAddress(address));

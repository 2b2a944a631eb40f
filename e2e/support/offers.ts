import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types';
import { withSql } from '../../tests/support/sql';
import { e2eStack } from './stack-env';

/** « Envoyer au client » as the app does it, through its own calls: the draft's PDF, then send_offer. */
export async function sendOffer(commercial: SupabaseClient<Database>, offerId: string): Promise<void> {
  const pdf = await commercial.functions.invoke('offer-pdf', { body: { offer_id: offerId } });
  if (pdf.error) throw new Error(`offer-pdf : ${pdf.error.message}`);
  const sent = await commercial.rpc('send_offer', { offer_id: offerId });
  if (sent.error) throw new Error(sent.error.message);
}

/** The client's link token, as the worker derives it for the e-mail (stored nowhere). */
export async function offerToken(offerId: string): Promise<string> {
  return withSql(async (sql) => {
    const { rows } = await sql.query<{ token: string }>('select private.offer_token($1) as token', [offerId]);
    return rows[0]!.token;
  }, e2eStack.dbUrl);
}

import { currentAttribution } from '@/lib/attribution';
import { logFailure } from '@/lib/log-failure';
import { getSupabase } from '@/lib/supabase-lazy';
import type { QuoteRequestInsert } from '../schemas';

/**
 * Files a quote request with the visit's attribution (landing page, referrer, UTM parameters:
 * src/lib/attribution.ts). Visitors may insert these columns only and can never
 * read the table back, so there is deliberately no `.select()` after the insert. A product_id
 * must name a product of the public catalogue (the insert policy checks it).
 * Throws the PostgREST error (e.g. code 'PT429' once the database rate limit answers), after
 * logging it with its code: the visitor only sees a French sentence, a developer needs the code.
 */
export async function insertQuoteRequest(row: QuoteRequestInsert): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('quote_requests').insert({
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      siret: row.siret,
      subject: row.subject,
      message: row.message,
      type: row.type,
      product_id: row.product_id,
      marketing_consent: row.marketing_consent,
      marketing_consent_page: row.marketing_consent_page,
      marketing_consent_wording: row.marketing_consent_wording,
      ...currentAttribution(),
    });
    if (error) throw error;
  } catch (error) {
    // Also a failed import of the client (offline, or a build replaced meanwhile).
    logFailure('quote_requests', 'insert', error);
    throw error;
  }
}

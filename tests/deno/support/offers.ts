// Offers for the Deno layer's tests: a draft made as the commercial, with one line of a product
// of its own, removed afterwards by the database owner (a sent offer is a record the API keeps).
import { factories } from '../../integration/factories';
import { service, type Client } from '../../integration/support';
import { withSql } from '../../support/sql';

const run = Date.now().toString(36);
const offers: string[] = [];
let productId: string | null = null;

async function product(): Promise<string> {
  if (productId) return productId;
  const { data, error } = await service()
    .from('products')
    .insert(factories.products({ name: `Écran Deno ${run}`, purchase_price: null, active: true }))
    .select('id')
    .single();
  if (error) throw error;
  productId = data.id;
  return productId;
}

export async function draftOffer(commercial: Client): Promise<string> {
  const { data, error } = await commercial.rpc('save_offer', {
    fields: {
      client_first_name: 'Inès',
      client_last_name: 'Moreau',
      client_company: 'Boulangeries Moreau',
      client_email: `offre.deno.${run}.${offers.length}@example.fr`,
      client_address: { street: '4 rue Nationale', city: 'Tours', postal_code: '37000', country: 'France' },
    },
    items: [{ product_id: await product(), quantity: 2, duration_months: 24 }],
  });
  if (error) throw new Error(error.message);
  offers.push(data);
  return data;
}

/** The client's link token, as the worker derives it when it e-mails the offer. */
export async function offerToken(offerId: string): Promise<string> {
  const { rows } = await withSql((sql) =>
    sql.query<{ token: string }>('select private.offer_token($1) as token', [offerId]),
  );
  return rows[0]!.token;
}

export async function removeOffers(): Promise<void> {
  await withSql(async (sql) => {
    await sql.query('delete from public.offers where id = any($1::uuid[])', [offers]);
    if (productId) await sql.query('delete from public.products where id = $1', [productId]);
  });
}

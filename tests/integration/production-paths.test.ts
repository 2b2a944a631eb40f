import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingConsentWording } from '../../src/config/marketing-consent';
import { requestTypes } from '../../src/domain/requests/request-types';
import { factories } from './factories';
import { anon, service, signedIn, type Client } from './support';

/**
 * Every path a visitor takes, and one write of each staff role, as the app makes them. In the
 * real-PostgreSQL run each request comes on a connection that has served nothing before, so no
 * earlier statement of a privileged role can have resolved a name or cached a plan for a
 * visitor's: what passes there passes on hosted Supabase's fresh pooled connections.
 * Visitor tests never send a privileged request before their own (rows are read back after).
 */
const SEEDED_PRODUCT_ID = '5eed0020-0000-4000-8000-000000000001';
const attribution = {
  landing_page: '/leasing',
  referrer: 'https://www.exemple-salon.fr/exposants',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'salon-retail-2026',
  utm_term: null,
  utm_content: null,
};
const tag = randomUUID().slice(0, 8);

describe('visitors, on connections no privileged role used', () => {
  it('each of the five public forms stores its request with its type, consent and attribution', async () => {
    // The form's own insert (src/features/requests/api/insert-quote-request.ts): no read-back.
    const emails = requestTypes.map((type) => `visiteur.${type}.${tag}@exemple.fr`);
    for (const [i, type] of requestTypes.entries()) {
      const { error } = await anon()
        .from('quote_requests')
        .insert({
          ...factories.quote_requests({ email: emails[i], type, company: 'Boutique Lumière', siret: null }),
          // A ticked box carries its evidence: the page and the wording the visitor read.
          ...(i % 2 === 0
            ? {
                marketing_consent: true,
                marketing_consent_page: '/contact-pro',
                marketing_consent_wording: marketingConsentWording,
              }
            : { marketing_consent: false }),
          product_id: type === 'quote' ? SEEDED_PRODUCT_ID : null,
          ...attribution,
        });
      expect(error, `${type}: ${error?.code} ${error?.message}`).toBeNull();
    }
    const { data } = await service()
      .from('quote_requests')
      .select('email, type, marketing_consent, product_id, utm_campaign, referrer_host, status')
      .in('email', emails)
      .order('email');
    expect(data).toEqual(
      requestTypes
        .map((type, i) => ({
          email: emails[i],
          type,
          marketing_consent: i % 2 === 0,
          product_id: type === 'quote' ? SEEDED_PRODUCT_ID : null,
          utm_campaign: 'salon-retail-2026',
          referrer_host: 'www.exemple-salon.fr',
          status: 'pending',
        }))
        .sort((a, b) => a.email!.localeCompare(b.email!)),
    );
  });

  it('a text the form would refuse is refused by the database with its constraint, not a permission error', async () => {
    const { error } = await anon()
      .from('quote_requests')
      .insert(factories.quote_requests({ email: `refus.${tag}@exemple.fr`, subject: '<script>x</script>' }));
    expect(error?.code).toBe('23514');
  });

  it('the unsubscribe page answers for an unknown token without error', async () => {
    const { data, error } = await anon().rpc('unsubscribe', { token: randomUUID() });
    expect(error).toBeNull();
    expect(data).toBe(false);
  });

  it('reads every public part of the site: catalogue, categories, carousel, published SEO, product images', async () => {
    const client = anon();
    const reads = await Promise.all([
      client.from('products').select('id, slug, categories(slug)').eq('active', true),
      client.from('categories').select('id, slug').eq('active', true),
      client.from('hero_carousel_slides').select('id, title').eq('active', true),
      client.from('seo_content').select('page_url, meta_title').eq('status', 'published'),
      client.from('product_images').select('product_id, url, alt'),
    ]);
    for (const [i, { error, data }] of reads.entries()) {
      expect(error, `read ${i}: ${error?.message}`).toBeNull();
      if (i < 4) expect(data!.length, `read ${i}`).toBeGreaterThan(0);
    }
    const products = reads[0].data as { categories: { slug: string } | null }[];
    expect(products.every((p) => p.categories !== null)).toBe(true);
  });
});

describe('one write of each staff role, on fresh connections', () => {
  let db: Client;
  const as: Record<string, Client> = {};
  const accounts: Record<string, [string, string]> = {
    admin: ['admin@example.com', 'admin123456'],
    commercial: ['commercial@example.com', 'demo123456'],
    comptabilite: ['compta@example.com', 'demo123456'],
    marketing: ['marketing@example.com', 'demo123456'],
    moderator: ['moderation@example.com', 'demo123456'],
  };
  let requestId: string;
  const cleanup: Array<() => PromiseLike<unknown>> = [];

  beforeAll(async () => {
    db = service();
    for (const [role, [email, password]] of Object.entries(accounts)) as[role] = await signedIn(email, password);
    const { data, error } = await db
      .from('quote_requests')
      .insert(factories.quote_requests({ email: `equipe.${tag}@exemple.fr` }))
      .select('id')
      .single();
    if (error) throw error;
    requestId = data.id;
    cleanup.push(() => db.from('quote_requests').delete().eq('id', requestId));
  });
  afterAll(async () => {
    for (const undo of cleanup.reverse()) await undo();
  });

  it('commercial moves a request, writes a note, converts it to a lead and makes the order', async () => {
    const client = as.commercial!;
    expect(
      (await client.from('quote_requests').update({ status: 'in_progress' }).eq('id', requestId)).error,
    ).toBeNull();
    expect(
      (await client.from('quote_request_notes').insert({ quote_request_id: requestId, body: 'Rappel demain.' })).error,
    ).toBeNull();
    const lead = await client.rpc('convert_request_to_lead', { request_id: requestId });
    expect(lead.error).toBeNull();
    cleanup.push(() =>
      db
        .from('leads')
        .delete()
        .eq('id', lead.data as string),
    );
    const order = await client.rpc('save_order', {
      fields: {
        customer_first_name: 'Inès',
        customer_last_name: 'Roussel',
        customer_email: `ines.${tag}@exemple.fr`,
        customer_phone: '06 12 34 56 78',
        customer_company: 'Roussel Optique',
        shipping_address: { street: '4 rue Nationale', city: 'Tours', postal_code: '37000', country: 'France' },
        billing_address: null,
        notes: null,
        status: 'pending',
      },
      items: [
        {
          product_id: SEEDED_PRODUCT_ID,
          product_name: 'Mur LED',
          product_brand: 'Absen',
          quantity: 1,
          duration_months: 36,
          monthly_payment: 1080,
        },
      ],
    });
    expect(order.error).toBeNull();
    cleanup.push(() =>
      db
        .from('orders')
        .delete()
        .eq('id', order.data as string),
    );

    // Accounting changes that order's payment status, and only that.
    const paid = await as.comptabilite!.rpc('set_order_payment_status', {
      order_id: order.data as string,
      payment_status: 'paid',
    });
    expect(paid.error).toBeNull();
    const { data } = await db
      .from('orders')
      .select('payment_status')
      .eq('id', order.data as string)
      .single();
    expect(data?.payment_status).toBe('paid');
  });

  it('marketing drafts a campaign and edits a product; the moderator adds a category; the admin edits SEO', async () => {
    const campaign = await as
      .marketing!.from('email_campaigns')
      .insert({ name: `Parité ${tag}`, subject: 'Nouveautés', content: 'Bonjour,\n\nNos nouveaux écrans.' })
      .select('id')
      .single();
    expect(campaign.error).toBeNull();
    cleanup.push(() => db.from('email_campaigns').delete().eq('id', campaign.data!.id));

    const product = await db.from('products').insert(factories.products()).select('id').single();
    cleanup.push(() => db.from('products').delete().eq('id', product.data!.id));
    const edited = await as.marketing!.from('products').update({ stock: 7 }).eq('id', product.data!.id).select('stock');
    expect(edited.data).toEqual([{ stock: 7 }]);

    const category = await as.moderator!.from('categories').insert(factories.categories()).select('id').single();
    expect(category.error).toBeNull();
    cleanup.push(() => db.from('categories').delete().eq('id', category.data!.id));

    const seo = await as
      .admin!.from('seo_content')
      .insert(factories.seo_content({ page_url: `/parite-${tag}` }))
      .select('id')
      .single();
    expect(seo.error).toBeNull();
    cleanup.push(() => db.from('seo_content').delete().eq('id', seo.data!.id));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './factories';
import { admin, anon, service, type Client } from './support';

/** Every read and write of spec §7, made with supabase-js exactly as the app makes it. */
let db: Client;
let asAdmin: Client;
let visitor: Client;
const cleanup: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  db = service();
  asAdmin = await admin();
  visitor = anon();
});

afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo();
});

describe('reads', () => {
  it('user_roles: the admin lookup returns one row for the admin, none for others', async () => {
    const { data: me } = await asAdmin.auth.getUser();
    const { data, error } = await asAdmin
      .from('user_roles')
      .select('*')
      .eq('user_id', me.user!.id)
      .eq('role', 'admin')
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toMatchObject({ user_id: me.user!.id, role: 'admin' });
    const none = await visitor
      .from('user_roles')
      .select('*')
      .eq('user_id', me.user!.id)
      .eq('role', 'admin')
      .maybeSingle();
    expect(none.data).toBeNull();
  });

  it('hero slides, public: active ones ordered by order_position', async () => {
    const { data, error } = await visitor
      .from('hero_carousel_slides')
      .select('*')
      .eq('active', true)
      .order('order_position', { ascending: true });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data!.every((slide) => slide.active)).toBe(true);
    const positions = data!.map((slide) => slide.order_position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('products, public: active ones, featured first then newest', async () => {
    const { data, error } = await visitor
      .from('products')
      .select('*')
      .eq('active', true)
      .order('featured', { ascending: false })
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(12);
    const firstNonFeatured = data!.findIndex((p) => !p.featured);
    expect(data!.slice(firstNonFeatured).every((p) => !p.featured)).toBe(true);
    expect(typeof data![0].monthly_price_36).toBe('number');
  });

  it('products, admin: all newest first, and one by id', async () => {
    const { data: all } = await asAdmin.from('products').select('*').order('created_at', { ascending: false });
    const { count } = await db.from('products').select('*', { count: 'exact', head: true });
    expect(all).toHaveLength(count!);
    const { data: one, error } = await asAdmin.from('products').select('*').eq('id', all![0].id).single();
    expect(error).toBeNull();
    expect(one!.id).toBe(all![0].id);
  });

  it('categories ordered by order_position', async () => {
    const { data } = await visitor.from('categories').select('*').order('order_position');
    const positions = data!.map((c) => c.order_position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const seeded = ['Écrans Géants', 'Enseignes', 'Vitrines', 'Totems', 'Bornes', 'Video Walls'];
    // Other tests may add categories; the seeded six keep their relative order.
    expect(data!.map((c) => c.name).filter((name) => seeded.includes(name))).toEqual(seeded);
  });

  it('quote_requests: count, pending count, list newest first', async () => {
    const total = await asAdmin.from('quote_requests').select('*', { count: 'exact', head: true });
    const pending = await asAdmin
      .from('quote_requests')
      .select('*', { count: 'exact', head: true })
      .eq('status', 'pending');
    const list = await asAdmin.from('quote_requests').select('*').order('created_at', { ascending: false });
    expect(total.count).toBe(list.data!.length);
    expect(pending.count).toBe(list.data!.filter((q) => q.status === 'pending').length);
    expect(total.count).toBeGreaterThanOrEqual(20);
  });

  it('orders: filtered by status and payment, one with its items', async () => {
    const { data: paid } = await asAdmin
      .from('orders')
      .select('*')
      .order('created_at', { ascending: false })
      .eq('payment_status', 'paid');
    expect(paid!.length).toBeGreaterThan(0);
    expect(paid!.every((o) => o.payment_status === 'paid')).toBe(true);
    const both = await asAdmin
      .from('orders')
      .select('*')
      .order('created_at', { ascending: false })
      .eq('status', paid![0].status)
      .eq('payment_status', 'paid');
    expect(both.data!.every((o) => o.status === paid![0].status)).toBe(true);
    const { data: order } = await asAdmin.from('orders').select('*').eq('id', paid![0].id).single();
    const { data: items } = await asAdmin.from('order_items').select('*').eq('order_id', order!.id);
    expect(items!.length).toBeGreaterThan(0);
    const embedded = await asAdmin.from('orders').select('*, order_items(*)').eq('id', order!.id).single();
    expect(embedded.data!.order_items).toHaveLength(items!.length);
  });

  it('user_roles list, leads by status, seo_content newest first', async () => {
    const roles = await asAdmin.from('user_roles').select('*').order('created_at', { ascending: false });
    expect(roles.data!.some((r) => r.role === 'admin')).toBe(true);
    const won = await asAdmin.from('leads').select('*').order('created_at', { ascending: false }).eq('status', 'won');
    expect(won.data!.length).toBeGreaterThan(0);
    expect(won.data!.every((l) => l.status === 'won')).toBe(true);
    const seo = await asAdmin.from('seo_content').select('*').order('created_at', { ascending: false });
    expect(seo.data!.length).toBeGreaterThanOrEqual(10);
  });

  it('SEO dashboard and marketing counts agree with the rows', async () => {
    const seo = (await asAdmin.from('seo_content').select('*')).data!;
    const published = await asAdmin
      .from('seo_content')
      .select('*', { count: 'exact', head: true })
      .eq('status', 'published');
    const low = await asAdmin.from('seo_content').select('*', { count: 'exact', head: true }).lt('seo_score', 70);
    expect(published.count).toBe(seo.filter((p) => p.status === 'published').length);
    expect(low.count).toBe(seo.filter((p) => p.seo_score < 70).length);
    const monthStart = new Date(new Date().getFullYear(), new Date().getMonth(), 1).toISOString();
    const thisMonth = await asAdmin
      .from('leads')
      .select('*', { count: 'exact', head: true })
      .gte('created_at', monthStart);
    expect(thisMonth.count).toBeGreaterThan(0);
    const active = await asAdmin
      .from('email_campaigns')
      .select('*', { count: 'exact', head: true })
      .in('status', ['scheduled', 'sending']);
    expect(active.count).toBeGreaterThan(0);
    const totals = await asAdmin.from('orders').select('total_amount');
    expect(totals.data!.every((o) => typeof o.total_amount === 'number')).toBe(true);
  });
});

describe('writes', () => {
  it('insert quote_requests without reading back (pro and general variants)', async () => {
    const pro = factories.quote_requests({ company: 'Boulangerie Martin', siret: '12345678900012' });
    const general = factories.quote_requests();
    for (const row of [pro, general]) {
      const { error, status, data } = await visitor.from('quote_requests').insert(row);
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toBeNull();
    }
    const { data } = await db.from('quote_requests').select('*').eq('email', pro.email).single();
    expect(data).toMatchObject({ company: 'Boulangerie Martin', siret: '12345678900012', status: 'pending' });
  });

  it('products: insert, update by id, delete by id', async () => {
    const { data: created, error } = await asAdmin.from('products').insert(factories.products()).select().single();
    expect(error).toBeNull();
    const updated = await asAdmin.from('products').update({ active: false }).eq('id', created!.id).select().single();
    expect(updated.data!.active).toBe(false);
    const removed = await asAdmin.from('products').delete().eq('id', created!.id);
    expect(removed.status).toBe(204);
    expect((await db.from('products').select('id').eq('id', created!.id)).data).toEqual([]);
  });

  it('categories: a duplicate slug is refused with 409', async () => {
    const row = factories.categories();
    const first = await asAdmin.from('categories').insert(row).select().single();
    cleanup.push(async () => db.from('categories').delete().eq('id', first.data!.id));
    const again = await asAdmin.from('categories').insert({ ...row, name: 'Autre nom' });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
  });

  it('hero slides: insert with null dates, update, delete', async () => {
    const { data, error } = await asAdmin
      .from('hero_carousel_slides')
      .insert(
        factories.hero_carousel_slides({
          start_date: null,
          end_date: null,
          generated_by_ai: true,
          generation_prompt: 'Un mur LED',
        }),
      )
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ start_date: null, end_date: null, media_type: 'image', generated_by_ai: true });
    const updated = await asAdmin
      .from('hero_carousel_slides')
      .update({ title: 'Nouveau titre' })
      .eq('id', data!.id)
      .select()
      .single();
    expect(updated.data!.title).toBe('Nouveau titre');
    expect((await asAdmin.from('hero_carousel_slides').delete().eq('id', data!.id)).error).toBeNull();
  });

  it('orders: status alone, then payment status alone', async () => {
    const { data: order } = await db.from('orders').insert(factories.orders()).select().single();
    cleanup.push(async () => db.from('orders').delete().eq('id', order!.id));
    await asAdmin.from('orders').update({ status: 'delivered' }).eq('id', order!.id);
    await asAdmin.from('orders').update({ payment_status: 'refunded' }).eq('id', order!.id);
    const { data } = await db.from('orders').select('status, payment_status').eq('id', order!.id).single();
    expect(data).toEqual({ status: 'delivered', payment_status: 'refunded' });
  });

  it('leads: insert, then status with last_contact_date', async () => {
    const { data: lead, error } = await asAdmin
      .from('leads')
      .insert({
        email: `nouveau.${Date.now()}@example.fr`,
        first_name: 'Zoé',
        last_name: 'Petit',
        company: null,
        phone: null,
        source: 'event',
        status: 'new',
        notes: null,
      })
      .select()
      .single();
    expect(error).toBeNull();
    cleanup.push(async () => db.from('leads').delete().eq('id', lead!.id));
    const now = new Date().toISOString();
    const { data } = await asAdmin
      .from('leads')
      .update({ status: 'won', last_contact_date: now })
      .eq('id', lead!.id)
      .select()
      .single();
    expect(data!.status).toBe('won');
    expect(new Date(data!.last_contact_date!).toISOString()).toBe(now);
  });

  it('seo_content: insert published, update by id', async () => {
    const row = factories.seo_content({ keywords: ['leasing', 'écran', 'LED'], seo_score: 65, status: 'published' });
    const { data, error } = await asAdmin.from('seo_content').insert(row).select().single();
    expect(error).toBeNull();
    cleanup.push(async () => db.from('seo_content').delete().eq('id', data!.id));
    const updated = await asAdmin
      .from('seo_content')
      .update({ canonical_url: '/test', seo_score: 80 })
      .eq('id', data!.id)
      .select()
      .single();
    expect(updated.data).toMatchObject({
      canonical_url: '/test',
      seo_score: 80,
      keywords: ['leasing', 'écran', 'LED'],
    });
    const published = await visitor
      .from('seo_content')
      .select('meta_title')
      .eq('page_url', row.page_url)
      .eq('status', 'published')
      .maybeSingle();
    expect(published.data?.meta_title).toBe(row.meta_title);
  });

  it('storage: an admin upload is served back byte for byte at its public URL', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
    const { error } = await asAdmin.storage
      .from('carousel-media')
      .upload(name, bytes, { cacheControl: '3600', upsert: false, contentType: 'image/png' });
    expect(error).toBeNull();
    const { data } = asAdmin.storage.from('carousel-media').getPublicUrl(name);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    const again = await asAdmin.storage
      .from('carousel-media')
      .upload(name, bytes, { upsert: false, contentType: 'image/png' });
    expect(again.error).not.toBeNull();
    await asAdmin.storage.from('carousel-media').remove([name]);
  });
});

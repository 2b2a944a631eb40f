import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, permissionMatrix, staffRoles, type Area, type Level, type StaffRole } from '../../src/config/permissions';
import type { Database } from '../../src/lib/database.types';
import { ANON_KEY } from '../../supabase/local/config';
import { factories } from './factories';
import { apiUrl, fromAddress, service, type Client } from './support';
import { databaseUrl } from '../support/clients';
import { removeOrders } from '../support/remove-orders';

/**
 * The RLS matrix, exhaustively: every principal (the seven staff roles, an anonymous visitor, a
 * signed-in user without a role) × every public table × select / insert / update / delete,
 * through the REST API as the app calls it. The expectation for staff roles is the app's typed
 * map (permissionMatrix), so a cell fails when the database and the map disagree; anonymous and
 * role-less users keep the public rights only.
 *
 * Outcomes, asserted exactly so that every cell can fail:
 * - select: 'all' every row the service role sees; 'public' exactly the public rows (active,
 *   live, published; for user_roles one's own rows); 'none' no row and no error;
 * - writes: 'ok' done (checked with the service role); 'hidden' no error but 0 rows touched
 *   (the USING clause hides the row) and the row unchanged;
 * - 'denied': Postgres 42501 (a missing GRANT, or a WITH CHECK that refuses), HTTP 401 for the
 *   anonymous visitor and 403 when signed in, and nothing stored or changed;
 * - 'readonly': a view that is not updatable (Postgres 55000, raised before any privilege
 *   check), for everyone, and nothing changed.
 */

type Principal = 'anon' | 'norole' | StaffRole;
type SignedIn = Exclude<Principal, 'anon'>;
type Op = 'select' | 'insert' | 'update' | 'delete';
type Outcome = 'all' | 'public' | 'none' | 'ok' | 'hidden' | 'denied' | 'readonly';
type Row = Record<string, unknown>;
/** The row a fixture plays: the target of one principal's update or delete, or a select probe. */
type Kind = 'insert' | 'update' | 'delete' | 'public' | 'hidden';

const principals: Principal[] = ['anon', 'norole', ...staffRoles];
const ops: Op[] = ['select', 'insert', 'update', 'delete'];

const accounts: Record<SignedIn, { email: string; password: string }> = {
  norole: { email: 'staff@example.com', password: 'staff123456' },
  admin: { email: 'admin@example.com', password: 'admin123456' },
  commercial: { email: 'commercial@example.com', password: 'demo123456' },
  comptabilite: { email: 'compta@example.com', password: 'demo123456' },
  marketing: { email: 'marketing@example.com', password: 'demo123456' },
  technicien: { email: 'technique@example.com', password: 'demo123456' },
  moderator: { email: 'moderation@example.com', password: 'demo123456' },
  viewer: { email: 'lecteur@example.com', password: 'demo123456' },
};

const FORBIDDEN = '42501';
const NOT_UPDATABLE = '55000';
/** A user id no row holds (the anonymous visitor has none). */
const NOBODY = '00000000-0000-4000-8000-000000000000';
const LAST_ADMIN = 'Action impossible : il doit rester au moins un administrateur actif.';
const run = Date.now().toString(36);
const today = new Date().toISOString().slice(0, 10);

// This file's clients come from their own loopback range (127.42.x.y), so the per-client limit
// on public requests never counts another file's visitors.
let visitors = 0;
function visitor(): Client {
  visitors += 1;
  return createClient<Database>(
    apiUrl,
    ANON_KEY,
    fromAddress(`127.42.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`),
  );
}
async function signIn(email: string, password: string): Promise<Client> {
  const client = visitor();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`Connexion impossible pour ${email} : ${error.message}`);
  return client;
}

/** The tables are named by a variable here: the untyped client keeps that readable. */
const loose = (client: Client) => client as unknown as SupabaseClient;
const pick = (row: Row, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
const sortedIds = (rows: Row[] | null, key: string) => (rows ?? []).map((r) => String(r[key])).sort();

// Parents and targets the specs point at, created in beforeAll.
const parent = {
  request: '',
  lead: '',
  order: '',
  offer: '',
  campaign: '',
  product: '',
  hiddenProduct: '',
  /** The contract of a confirmed order, and an incident on it. */
  contractOrder: '',
  contract: '',
  incident: '',
};
/**
 * Billing: two started contracts, the commercial's and another, each with an invoice dated 2010
 * and its document (purged by the retention job's function at the end, so that their contracts can
 * go), and what the commercial owns of them.
 */
const billing = {
  orders: [] as string[],
  ownContract: '',
  otherContract: '',
  customers: [] as string[],
};
const owned = { contracts: new Set<string>(), customers: new Set<string>(), invoices: new Set<string>() };
/** In area billing, 'read' without 'write' is the rows of one's own contracts. */
const ownRows = (level: Level | undefined): Outcome => (level === 'write' ? 'all' : level === 'read' ? 'public' : 'none');
/** offer_items rows are told apart by their position. */
let offerLine = 0;
/** Orders without a contract (for contract fixtures), contracts without a task (for task fixtures). */
const pool = { orders: [] as string[], contracts: [] as string[], incidents: [] as string[] };
const poolOrders: string[] = [];
/** Maintenance visits are one per contract and quarter: each fixture takes a day of its own. */
let visitDay = 0;
const nextVisitDay = () => new Date(Date.UTC(2031, 0, 2) + visitDay++ * 86_400_000).toISOString().slice(0, 10);
const roleTarget = {} as Record<Principal, string>;
/** Accounts the staff_profiles cells name (one profile per account): per principal, per cell kind. */
const profileTarget = {} as Record<Principal, Record<'insert' | 'update' | 'delete', string>>;

interface TableSpec {
  table: keyof Database['public']['Tables'] | keyof Database['public']['Views'];
  area: Area;
  key: string;
  /** Rows anonymous and area-less users may read; absent: none. Anonymous reads need anonReads. */
  visible?: (row: Row, me: string) => boolean;
  anonReads?: boolean;
  /** Select probes created beside the targets: a public row and/or a row only area readers see. */
  probes?: ('public' | 'hidden')[];
  /** A valid row, unique by `markers`, for a principal's insert or as a fixture. */
  make: (tag: string, principal: Principal, kind: Kind) => Row;
  markers: string[];
  /** One column, set to a value of the principal's own. */
  patch: (principal: Principal) => Row;
  /** A server-owned row every update/delete cell targets instead of a fixture of its own. */
  shared?: () => Promise<Row>;
  /** The shared row may change under a concurrent allowed cell: compare the patched column only. */
  volatile?: boolean;
  /** Where the database is stricter than the matrix on purpose (see each comment). */
  signedIn?: Partial<Record<Op, (level: Level | undefined, principal: SignedIn) => Outcome>>;
  anon?: Partial<Record<Op, Outcome>>;
}

const denied = () => 'denied' as const;
/** retention_log holds one row per day: fixtures take days of their own, long past. */
let retentionLogDays = 0;
const retentionLogStart = Date.UTC(1950, 0, 1) + (Date.now() % 10_000) * 86_400_000;
const retentionLogDay = () => new Date(retentionLogStart + retentionLogDays++ * 86_400_000).toISOString().slice(0, 10);
const readonly = () => 'readonly' as const;
/** A contracts writer (the sales side) or a service writer (the technician) enters serial numbers. */
const serialWriters = (level: Level | undefined, principal: SignedIn): Outcome =>
  level === 'write' || (principal !== 'norole' && permissionMatrix[principal].service === 'write') ? 'ok' : 'hidden';
const notesDelete = (level: Level | undefined, principal: SignedIn): Outcome =>
  level === 'write' && principal === 'admin' ? 'ok' : 'hidden';
const live = (r: Row) =>
  r.active === true &&
  (r.start_date === null || (r.start_date as string) <= today) &&
  (r.end_date === null || (r.end_date as string) >= today);

const specs: TableSpec[] = [
  // == Catalogue ==
  {
    table: 'products',
    area: 'catalogue',
    key: 'id',
    visible: (r) => r.active === true,
    anonReads: true,
    probes: ['public', 'hidden'],
    make: (tag, _p, kind) => factories.products({ name: `RLS ${tag}`, active: kind !== 'hidden' }),
    markers: ['name'],
    patch: (p) => ({ name: `Nom ${p}` }),
  },
  {
    table: 'categories',
    area: 'catalogue',
    key: 'id',
    // Every category is public (they have no status).
    visible: () => true,
    anonReads: true,
    probes: ['public'],
    make: (tag) => factories.categories({ name: `RLS ${tag}`, slug: `rls-${tag}` }),
    markers: ['slug'],
    patch: (p) => ({ name: `Nom ${p}` }),
  },
  {
    table: 'hero_carousel_slides',
    area: 'catalogue',
    key: 'id',
    visible: live,
    anonReads: true,
    probes: ['public', 'hidden'],
    make: (tag, _p, kind) => factories.hero_carousel_slides({ title: `RLS ${tag}`, active: kind !== 'hidden' }),
    markers: ['title'],
    patch: (p) => ({ title: `Titre ${p}` }),
  },
  {
    table: 'product_images',
    area: 'catalogue',
    key: 'id',
    // Images of active products are public, as their products are.
    visible: (r) => r.product_id === parent.product,
    anonReads: true,
    probes: ['public', 'hidden'],
    make: (tag, _p, kind) => {
      const product = kind === 'hidden' ? parent.hiddenProduct : parent.product;
      const path = `${product}/${randomUUID()}.webp`;
      return {
        product_id: product,
        path,
        url: `${apiUrl}/storage/v1/object/public/product-images/${path}`,
        alt: `Image ${tag}`,
        width: 800,
        height: 600,
      };
    },
    markers: ['path'],
    patch: (p) => ({ alt: `Texte ${p}` }),
  },
  // == Requests ==
  {
    table: 'quote_requests',
    area: 'requests',
    key: 'id',
    make: (tag) => factories.quote_requests({ email: `rls.${tag}@example.fr` }),
    markers: ['email'],
    patch: () => ({ status: 'in_progress' }),
    // The public forms: anyone, signed in or not, with or without a role, may file a request.
    signedIn: { insert: () => 'ok' },
    anon: { insert: 'ok' },
  },
  {
    table: 'quote_request_notes',
    area: 'requests',
    key: 'id',
    make: (tag) => ({ quote_request_id: parent.request, body: `Note ${tag}` }),
    markers: ['body'],
    patch: (p) => ({ body: `Note modifiée ${p}` }),
    // Stricter on purpose: notes are an append-only timeline (no UPDATE grant, writers included),
    // and a note is deleted by its author or an admin only: the fixtures have no author (the
    // service role wrote them), so among the writers only the admin may delete them.
    signedIn: { update: denied, delete: notesDelete },
  },
  // == Leads ==
  {
    table: 'leads',
    area: 'leads',
    key: 'id',
    make: (tag) => factories.leads({ email: `rls.${tag}@example.fr` }),
    markers: ['email'],
    patch: (p) => ({ next_action: `Rappeler ${p}` }),
  },
  {
    table: 'lead_notes',
    area: 'leads',
    key: 'id',
    make: (tag) => ({ lead_id: parent.lead, body: `Note ${tag}` }),
    markers: ['body'],
    patch: (p) => ({ body: `Note modifiée ${p}` }),
    // Stricter on purpose: append-only and deleted by author or admin, like the request notes.
    signedIn: { update: denied, delete: notesDelete },
  },
  // == Orders ==
  {
    table: 'orders',
    area: 'orders',
    key: 'id',
    make: (tag) => factories.orders({ customer_email: `rls.${tag}@example.fr` }),
    markers: ['customer_email'],
    patch: (p) => ({ customer_company: `Société ${p}` }),
  },
  {
    table: 'order_items',
    area: 'orders',
    key: 'id',
    make: (tag) => ({ order_id: parent.order, product_name: `Totem ${tag}`, duration_months: 36, monthly_payment: 90 }),
    markers: ['product_name'],
    patch: () => ({ quantity: 2 }),
  },
  {
    table: 'order_status_history',
    area: 'orders',
    key: 'id',
    make: (tag) => ({ order_id: parent.order, field: 'status', from_value: tag, to_value: 'shipped' }),
    markers: ['from_value'],
    patch: (p) => ({ to_value: `falsifié ${p}` }),
    // Stricter on purpose: the history is written by a trigger on orders only (SELECT grant only),
    // so order writers cannot forge, rewrite or erase it.
    signedIn: { insert: denied, update: denied, delete: denied },
  },
  // == Offers ==
  {
    table: 'offers',
    area: 'offers',
    key: 'id',
    make: (tag) => factories.offers({ client_email: `rls.${tag}@example.fr` }),
    markers: ['client_email'],
    patch: (p) => ({ note: `Note ${p}` }),
  },
  {
    table: 'offer_items',
    area: 'offers',
    key: 'id',
    make: () => ({ offer_id: parent.offer, product_id: parent.product, duration_months: 36, position: ++offerLine }),
    markers: ['position'],
    patch: () => ({ quantity: 2 }),
  },
  // == After the signature: contracts and service ==
  {
    table: 'contracts',
    area: 'contracts',
    key: 'id',
    // One order per contract: each fixture takes an order of the pool.
    make: (tag) => ({
      order_id: pool.orders.shift(),
      customer_first_name: 'Léa',
      customer_last_name: 'Martin',
      customer_email: `rls.${tag}@example.fr`,
      duration_months: 36,
    }),
    markers: ['customer_email'],
    patch: (p) => ({ owner_id: me[p] || NOBODY }),
    // Stricter on purpose: a contract is made by its order's confirmation and kept (no INSERT or
    // DELETE grant); writers change its owner and service level only.
    signedIn: { insert: denied, delete: denied },
  },
  {
    table: 'contract_items',
    area: 'contracts',
    key: 'id',
    make: (tag) => ({ contract_id: parent.contract, product_name: `Totem ${tag}` }),
    markers: ['product_name'],
    patch: (p) => ({ serial_number: `SN-${p}-${run}` }),
    // The equipment follows the order's lines (no INSERT or DELETE grant); its serial numbers are
    // entered by contracts writers or by the technician installing it (service writers).
    signedIn: {
      select: (level, p) => (level || (p !== 'norole' && permissionMatrix[p].service) ? 'all' : 'none'),
      insert: denied,
      update: serialWriters,
      delete: denied,
    },
  },
  {
    table: 'staff_tasks',
    area: 'contracts',
    key: 'id',
    // One task per contract and kind: each fixture takes a contract of the pool.
    make: () => ({
      kind: 'end_of_lease',
      contract_id: pool.contracts.shift(),
      title: 'Fin de contrat',
      due_on: '2030-01-01',
    }),
    markers: ['contract_id'],
    patch: (p) => ({ assignee_id: me[p] || NOBODY }),
    // Stricter on purpose: the scheduled job creates the tasks (one per contract and kind); staff
    // hand them over or mark them done, never create or delete one.
    signedIn: { insert: denied, delete: denied },
  },
  {
    table: 'incidents',
    area: 'service',
    key: 'id',
    make: (tag) => ({ contract_id: parent.contract, type: 'panne', description: `Incident ${tag}` }),
    markers: ['description'],
    patch: (p) => ({ description: `Incident modifié par ${p}` }),
    // Stricter on purpose: an incident is a record of the promised times, closed, never deleted.
    signedIn: { delete: denied },
  },
  {
    table: 'incident_board',
    area: 'service',
    key: 'id',
    make: (tag) => ({ contract_id: parent.contract, type: 'panne', description: `Tableau ${tag}` }),
    markers: ['description'],
    patch: (p) => ({ description: `Tableau modifié par ${p}` }),
    shared: async () => (await db.from('incident_board').select('*').eq('id', parent.incident).single()).data as Row,
    volatile: true,
    // A view (security_invoker) of the incidents and their contracts: read only, for everyone.
    signedIn: { insert: readonly, update: readonly, delete: readonly },
    anon: { insert: 'readonly', update: 'readonly', delete: 'readonly' },
  },
  {
    table: 'incident_photos',
    area: 'service',
    key: 'id',
    // Three photos at most per incident: each fixture takes an incident of the pool.
    make: (tag) => {
      const incident = pool.incidents.shift();
      return { incident_id: incident, path: `${incident}/${tag}.webp` };
    },
    markers: ['path'],
    patch: (p) => ({ path: `${parent.incident}/falsifie-${p}.webp` }),
    // A photo is replaced by deleting it and adding another (no UPDATE grant).
    signedIn: { update: denied },
  },
  {
    table: 'incident_notes',
    area: 'service',
    key: 'id',
    make: (tag) => ({ incident_id: parent.incident, body: `Note ${tag}` }),
    markers: ['body'],
    patch: (p) => ({ body: `Note modifiée ${p}` }),
    // Stricter on purpose: append-only and deleted by author or admin, like the lead notes.
    signedIn: { update: denied, delete: notesDelete },
  },
  {
    table: 'service_visits',
    area: 'service',
    key: 'id',
    make: () => {
      const day = nextVisitDay();
      return { kind: 'maintenance', contract_id: parent.contract, scheduled_on: day, period_start: day };
    },
    markers: ['contract_id', 'period_start'],
    patch: (p) => ({ notes: `Visite ${p}` }),
  },
  {
    table: 'company_settings',
    area: 'users',
    key: 'id',
    make: (tag) => ({
      id: true,
      name: `Société ${tag}`,
      address: '1 rue du Test, 75001 Paris',
      siren: '123456789',
      vat_number: 'FR12123456789',
    }),
    markers: ['name'],
    patch: (p) => ({ name: `Société ${p}` }),
    shared: async () => (await db.from('company_settings').select('*').eq('id', true).single()).data as Row,
    volatile: true,
    // The company's public details, printed on every offer: every staff member reads them; admins
    // (users writers) change them; the row always exists (no insert, no delete).
    signedIn: { select: (_level, p) => (p === 'norole' ? 'none' : 'all'), insert: denied, delete: denied },
  },
  // == Billing (issue 36): accounting writes, sales read their own customers' rows ==
  {
    table: 'customers',
    area: 'billing',
    key: 'id',
    visible: (r) => owned.customers.has(r.id as string),
    // The public probe becomes the customer of the commercial's contract (beforeAll).
    probes: ['public', 'hidden'],
    make: (tag) => ({ name: `Client ${tag}`, billing_email: `rls.${tag}@example.fr` }),
    markers: ['billing_email'],
    patch: (p) => ({ name: `Client ${p}` }),
    // Sales (contracts writers) edit the customers of their own contracts only: not these fixtures.
    signedIn: { select: ownRows },
  },
  {
    table: 'billing_terms',
    area: 'billing',
    key: 'id',
    visible: (r) => owned.contracts.has(r.contract_id as string),
    make: () => ({
      contract_id: billing.otherContract,
      term_number: 999,
      period_start: '2031-01-01',
      period_end: '2031-01-31',
      due_date: '2031-01-01',
      issue_on: '2030-12-18',
      amount_ht: 1,
      vat_amount: 0.2,
      amount_ttc: 1.2,
    }),
    markers: ['contract_id', 'term_number'],
    patch: () => ({ amount_ht: 1 }),
    shared: async () =>
      (await db.from('billing_terms').select('*').eq('contract_id', billing.otherContract).eq('term_number', 1).single())
        .data as Row,
    // Stricter on purpose: the schedule is the database's (made when the contract starts), nobody writes it.
    signedIn: { select: ownRows, insert: denied, update: denied, delete: denied },
  },
  {
    table: 'invoices',
    area: 'billing',
    key: 'id',
    visible: (r) => owned.contracts.has(r.contract_id as string),
    make: (tag) => ({ number: `FAC-2010-${tag}`, contract_id: billing.otherContract }),
    markers: ['number'],
    patch: () => ({ total_ht: 1 }),
    shared: async () =>
      (await db.from('invoices').select('*').eq('contract_id', billing.otherContract).single()).data as Row,
    // Stricter on purpose: issued by the database's functions only, never changed nor deleted.
    signedIn: { select: ownRows, insert: denied, update: denied, delete: denied },
  },
  {
    table: 'invoice_documents',
    area: 'billing',
    key: 'id',
    visible: (r) => owned.invoices.has(r.invoice_id as string),
    make: (tag) => ({ invoice_id: NOBODY, pdf_path: `${NOBODY}/FAC-2010-${tag}.pdf` }),
    markers: ['pdf_path'],
    patch: () => ({ pdf_sha256: '0'.repeat(64) }),
    shared: async () => {
      const { data: invoice } = await db.from('invoices').select('id').eq('contract_id', billing.otherContract).single();
      return (await db.from('invoice_documents').select('*').eq('invoice_id', invoice!.id).single()).data as Row;
    },
    // Stricter on purpose: written once by the rendering function (through record_invoice_document).
    signedIn: { select: ownRows, insert: denied, update: denied, delete: denied },
  },
  {
    table: 'invoice_board',
    area: 'billing',
    key: 'id',
    visible: (r) => owned.contracts.has(r.contract_id as string),
    make: (tag) => ({ number: `FAC-2010-${tag}` }),
    markers: ['number'],
    patch: () => ({ total_ht: 1 }),
    shared: async () =>
      (await db.from('invoice_board').select('*').eq('contract_id', billing.otherContract).single()).data as Row,
    // A view (security_invoker) of the invoices and what they owe: read only, for everyone.
    signedIn: { select: ownRows, insert: readonly, update: readonly, delete: readonly },
    anon: { insert: 'readonly', update: 'readonly', delete: 'readonly' },
  },
  // == Campaigns and SEO ==
  {
    table: 'email_campaigns',
    area: 'campaigns',
    key: 'id',
    make: (tag) => factories.email_campaigns({ name: `Campagne ${tag}` }),
    markers: ['name'],
    patch: (p) => ({ name: `Campagne ${p}` }),
  },
  {
    table: 'email_campaign_recipients',
    area: 'campaigns',
    key: 'id',
    make: (tag) => ({ campaign_id: parent.campaign, email: `rls.${tag}@example.fr` }),
    markers: ['email'],
    patch: () => ({ status: 'skipped' }),
    // Stricter on purpose: recipients are taken by the sending worker only (SELECT grant only), so
    // campaign writers cannot add an address without consent nor mark someone as e-mailed.
    signedIn: { insert: denied, update: denied, delete: denied },
  },
  {
    table: 'email_unsubscribes',
    area: 'campaigns',
    key: 'id',
    make: (tag) => ({ email: `rls.${tag}@example.fr` }),
    markers: ['email'],
    patch: (p) => ({ email: `rls.patch.${p}.${run}@example.fr` }),
    // Stricter on purpose: only the recipient's own link unsubscribes (unsubscribe(token)), and
    // nobody, campaign writers included, may take an address off the list.
    signedIn: { insert: denied, update: denied, delete: denied },
  },
  {
    table: 'seo_content',
    area: 'seo',
    key: 'id',
    visible: (r) => r.status === 'published',
    anonReads: true,
    probes: ['public', 'hidden'],
    make: (tag, _p, kind) =>
      factories.seo_content({ page_url: `/rls-${tag}`, status: kind === 'hidden' ? 'draft' : 'published' }),
    markers: ['page_url'],
    patch: (p) => ({ meta_title: `Titre ${p}` }),
  },
  {
    table: 'site_publications',
    area: 'seo',
    key: 'id',
    // Who asked is the database's (a trigger sets it from the caller's token): a principal's own
    // insert is found by its id and e-mail, fixtures by an address of their own.
    make: (tag, p, kind) =>
      kind === 'insert'
        ? { requested_by: me[p] || NOBODY, requested_by_email: p === 'anon' ? null : accounts[p].email }
        : { requested_by: null, requested_by_email: `rls.${tag}@example.fr`, status: 'published', pages: 1 },
    markers: ['requested_by', 'requested_by_email'],
    patch: (p) => ({ message: `Falsifié par ${p}` }),
    // Stricter on purpose: a publication is a record; only the publish-site function (service
    // role) completes it, nobody changes or deletes one.
    signedIn: { update: denied, delete: denied },
  },
  // == E-mail outbox ==
  {
    table: 'email_outbox',
    area: 'outbox',
    key: 'id',
    make: (tag) => ({
      template: 'request_notification',
      recipient: `rls.${tag}@example.fr`,
      payload: {},
      status: 'failed',
      attempts: 8,
      last_error: 'Refusé par le fournisseur (test)',
    }),
    markers: ['recipient'],
    // The admin's « Réessayer »: a failed e-mail back in the queue.
    patch: () => ({ status: 'pending' }),
    // Stricter on purpose: rows are queued by triggers and kept as the record of what was sent;
    // outbox writers may only queue a waiting or failed e-mail again (UPDATE of status and
    // next_attempt_at), never insert or delete one.
    signedIn: { insert: denied, delete: denied },
  },
  {
    table: 'email_settings',
    area: 'outbox',
    key: 'id',
    make: (tag) => ({ id: true, sales_email: `rls.${tag}@example.fr` }),
    markers: ['sales_email'],
    patch: (p) => ({ sales_email: `rls.${p}.${run}@example.fr` }),
    shared: async () => (await db.from('email_settings').select('*').eq('id', true).single()).data as Row,
    volatile: true,
    // Stricter on purpose: one settings row that always exists; writers change the address only.
    signedIn: { insert: denied, delete: denied },
  },
  // == Users ==
  {
    table: 'user_roles',
    area: 'users',
    key: 'id',
    // Everyone signed in reads their own roles (the app needs them), nobody else's.
    visible: (r, me) => r.user_id === me,
    make: (_tag, p, kind) => ({
      user_id: roleTarget[p],
      role: kind === 'insert' ? 'viewer' : kind === 'update' ? 'technicien' : 'commercial',
    }),
    markers: ['user_id', 'role'],
    patch: () => ({ role: 'moderator' }),
  },
  {
    table: 'staff_profiles',
    area: 'users',
    key: 'id',
    // One profile per account: each cell names an account of its own.
    make: (_tag, p, kind) => ({
      user_id: profileTarget[p][kind as 'insert' | 'update' | 'delete'],
      display_name: `Nom ${kind} ${p}`,
    }),
    markers: ['user_id'],
    patch: (p) => ({ display_name: `Nom donné par ${p}` }),
  },
  {
    table: 'audit_log',
    area: 'users',
    key: 'id',
    make: (tag) => ({ action: 'insert', area: 'users', table_name: 'rls', row_id: tag, entity_id: tag }),
    markers: ['row_id'],
    patch: (p) => ({ row_id: `falsifié-${p}` }),
    // An entry the triggers wrote for a write of the admin's.
    shared: async () => {
      const { data: category } = await clients.admin
        .from('categories')
        .insert(factories.categories({ slug: `rls-audit-${run}` }))
        .select('id')
        .single();
      const { data: entry } = await db.from('audit_log').select('*').eq('row_id', category!.id).single();
      await db.from('categories').delete().eq('id', category!.id);
      return entry as Row;
    },
    // Users write 'write' on the matrix, but the trail is append-only: triggers write it as its
    // owner, nobody (admins and the service role included) may insert, update or delete it.
    signedIn: { insert: denied, update: denied, delete: denied },
  },
  // == Privacy (issue 27, retention): data-rights requests and the retention job's log ==
  {
    table: 'data_requests',
    area: 'privacy',
    key: 'id',
    make: (tag) => ({ email: `rls.droits.${tag}@example.fr`, kind: 'access' }),
    markers: ['email'],
    patch: (p) => ({ notes: `Note ${p}` }),
  },
  {
    table: 'retention_log',
    area: 'privacy',
    key: 'id',
    make: () => ({ run_on: retentionLogDay(), counts: { emails_deleted: 0 } }),
    markers: ['run_on'],
    patch: () => ({ counts: { emails_deleted: 1 } }),
    // Counts written by the daily job (service role): administrators read them, nobody writes them.
    signedIn: { insert: denied, update: denied, delete: denied },
  },
];

function levelOf(principal: SignedIn, area: Area): Level | undefined {
  return principal === 'norole' ? undefined : permissionMatrix[principal][area];
}

function expected(spec: TableSpec, principal: Principal, op: Op): Outcome {
  if (principal === 'anon') {
    const anonDefault: Outcome = op === 'select' && spec.anonReads ? 'public' : 'denied';
    return spec.anon?.[op] ?? anonDefault;
  }
  const level = levelOf(principal, spec.area);
  const rule = spec.signedIn?.[op];
  if (rule) return rule(level, principal);
  switch (op) {
    case 'select':
      return level ? 'all' : spec.visible ? 'public' : 'none';
    case 'insert':
      return level === 'write' ? 'ok' : 'denied';
    default:
      return level === 'write' ? 'ok' : 'hidden';
  }
}

const cells = specs.flatMap((spec) =>
  principals.flatMap((principal) => ops.map((op) => ({ spec, principal, op, outcome: expected(spec, principal, op) }))),
);

const cellsOf = (spec: TableSpec, op: Op) =>
  cells.filter((c) => c.spec === spec && c.op === op).map((c) => [c.principal, c.outcome] as [Principal, Outcome]);

let db: Client;
let clients: Record<SignedIn, Client>;
let anonClient: Client;
const me = {} as Record<Principal, string>;
/** Per table: the select probes and, per principal, the rows its update and delete target. */
const fixtures = new Map<
  string,
  { probes: Partial<Record<'public' | 'hidden', Row>>; update: Record<Principal, Row>; delete: Record<Principal, Row> }
>();
let sharedOriginals: Map<string, Row>;
const createdUsers: string[] = [];

function clientOf(principal: Principal): Client {
  return principal === 'anon' ? anonClient : clients[principal];
}

/** A write refused: by the privileges ('denied'), or because the relation is a read-only view. */
function expectRefused(
  result: { error: { code?: string } | null; status: number },
  principal: Principal,
  outcome: Outcome,
) {
  if (outcome === 'readonly') return expect(result.error?.code).toBe(NOT_UPDATABLE);
  expectDenied(result, principal);
}

function expectDenied(result: { error: { code?: string } | null; status: number }, principal: Principal) {
  expect({ code: result.error?.code, status: result.status }).toEqual({
    code: FORBIDDEN,
    status: principal === 'anon' ? 401 : 403,
  });
}

async function createUser(email: string, password: string): Promise<string> {
  const { data, error } = await db.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser ${email}: ${error?.message}`);
  createdUsers.push(data.user.id);
  return data.user.id;
}

async function insertRows(table: string, rows: Row[]): Promise<Row[]> {
  const { data, error } = await loose(db).from(table).insert(rows).select();
  if (error) throw new Error(`fixtures ${table}: ${error.message}`);
  return data as Row[];
}

beforeAll(async () => {
  db = service();
  anonClient = visitor();
  const signedIn = await Promise.all(
    (Object.keys(accounts) as SignedIn[]).map(
      async (p) => [p, await signIn(accounts[p].email, accounts[p].password)] as const,
    ),
  );
  clients = Object.fromEntries(signedIn) as Record<SignedIn, Client>;
  me.anon = '';
  for (const [p, client] of signedIn) {
    const { data } = await client.auth.getSession();
    me[p] = data.session!.user.id;
  }

  // Parents of the notes, lines and history; one user per principal whose roles its cells touch.
  const [request] = await insertRows('quote_requests', [
    factories.quote_requests({ email: `rls.parent.${run}@example.fr` }),
  ]);
  const [lead] = await insertRows('leads', [factories.leads({ email: `rls.parent.${run}@example.fr` })]);
  const [order] = await insertRows('orders', [
    factories.orders({ customer_email: `rls.parent.${run}@example.fr`, quote_request_id: request.id as string }),
  ]);
  const [offer] = await insertRows('offers', [factories.offers({ client_email: `rls.parent.${run}@example.fr` })]);
  const [campaign] = await insertRows('email_campaigns', [factories.email_campaigns({ name: `RLS parent ${run}` })]);
  const [product, hiddenProduct] = await insertRows('products', [
    factories.products({ name: `RLS parent ${run}`, active: true }),
    factories.products({ name: `RLS parent masqué ${run}`, active: false }),
  ]);
  // A confirmed order becomes a contract (its trigger), keeping the lines it was confirmed with; an
  // incident and an end-of-lease task on it.
  const [contractOrder] = await insertRows('orders', [
    factories.orders({ customer_email: `rls.contrat.${run}@example.fr` }),
  ]);
  await insertRows('order_items', [
    { order_id: contractOrder.id, product_name: 'Totem RLS', duration_months: 36, monthly_payment: 90 },
  ]);
  await db
    .from('orders')
    .update({ status: 'confirmed' })
    .eq('id', contractOrder.id as string)
    .throwOnError();
  const { data: contract } = await db
    .from('contracts')
    .select('id')
    .eq('order_id', contractOrder.id as string)
    .single();
  const [incident] = await insertRows('incidents', [
    { contract_id: contract!.id, type: 'panne', description: `Incident parent ${run}` },
  ]);
  // Each contracts and staff_tasks cell (9 principals: insert, update, delete) needs a row of its own.
  const pooled = await insertRows(
    'orders',
    Array.from({ length: 2 * 3 * principals.length }, (_, i) =>
      factories.orders({ customer_email: `rls.pool.${i}.${run}@example.fr` }),
    ),
  );
  pool.orders = pooled.slice(0, 3 * principals.length).map((o) => o.id as string);
  const taskContracts = await insertRows(
    'contracts',
    pooled.slice(3 * principals.length).map((o) => ({
      order_id: o.id,
      customer_first_name: 'Léa',
      customer_last_name: 'Martin',
      customer_email: o.customer_email,
      duration_months: 36,
    })),
  );
  pool.contracts = taskContracts.map((c) => c.id as string);
  const photoIncidents = await insertRows(
    'incidents',
    Array.from({ length: 3 * principals.length }, (_, i) => ({
      contract_id: contract!.id,
      type: 'panne',
      description: `Incident photo ${i} ${run}`,
    })),
  );
  pool.incidents = photoIncidents.map((i) => i.id as string);
  poolOrders.push(...pooled.map((o) => o.id as string));
  await billingParents();
  Object.assign(parent, {
    contractOrder: contractOrder.id,
    contract: contract!.id,
    incident: incident.id,
    request: request.id,
    lead: lead.id,
    order: order.id,
    offer: offer.id,
    campaign: campaign.id,
    product: product.id,
    hiddenProduct: hiddenProduct.id,
  });
  await Promise.all(
    principals.map(async (p) => {
      roleTarget[p] = await createUser(`rls.cible.${p}.${run}@example.fr`, `cible-${run}-${p}`);
      const [insert, update, remove] = await Promise.all(
        (['i', 'u', 'd'] as const).map((k) =>
          createUser(`rls.profil.${k}.${p}.${run}@example.fr`, `profil-${run}-${p}`),
        ),
      );
      profileTarget[p] = { insert, update, delete: remove };
    }),
  );

  sharedOriginals = new Map();
  // Shared rows read below need the billing parents; the probes are made with the other fixtures.
  await Promise.all(
    specs.map(async (spec) => {
      if (spec.shared) {
        const row = await spec.shared();
        sharedOriginals.set(spec.table, row);
        const every = Object.fromEntries(principals.map((p) => [p, row])) as Record<Principal, Row>;
        fixtures.set(spec.table, { probes: {}, update: every, delete: every });
        return;
      }
      const planned: { kind: Kind; principal: Principal; row: Row }[] = [
        ...(spec.probes ?? []).map((kind) => ({
          kind,
          principal: 'anon' as const,
          row: spec.make(`${kind}-${run}`, 'anon', kind),
        })),
        ...principals.flatMap((p) =>
          (['update', 'delete'] as const).map((kind) => ({
            kind,
            principal: p,
            row: spec.make(`${kind[0]}-${p}-${run}`, p, kind),
          })),
        ),
      ];
      const stored = await insertRows(
        spec.table,
        planned.map((x) => x.row),
      );
      const find = (row: Row) => stored.find((s) => spec.markers.every((m) => s[m] === row[m]))!;
      const entry = { probes: {}, update: {}, delete: {} } as NonNullable<ReturnType<typeof fixtures.get>>;
      for (const x of planned) {
        if (x.kind === 'public' || x.kind === 'hidden') entry.probes[x.kind] = find(x.row);
        else entry[x.kind as 'update' | 'delete'][x.principal] = find(x.row);
      }
      fixtures.set(spec.table, entry);
    }),
  );
  // The commercial's contract now bills the public customer probe; what the commercial owns.
  const probe = fixtures.get('customers')!.probes.public!.id as string;
  await db.from('contracts').update({ customer_id: probe }).eq('id', billing.ownContract);
  billing.customers.push(probe);
  const { data: mine } = await db.from('contracts').select('id, customer_id').eq('owner_id', me.commercial);
  for (const c of mine ?? []) {
    owned.contracts.add(c.id);
    owned.customers.add(c.customer_id);
  }
  const { data: invoices } = await db.from('invoices').select('id').in('contract_id', [...owned.contracts]);
  for (const i of invoices ?? []) owned.invoices.add(i.id);
});

async function billingParents() {
  const orders = await insertRows(
    'orders',
    [0, 1].map((i) => factories.orders({ customer_email: `rls.facture.${i}.${run}@example.fr` })),
  );
  billing.orders = orders.map((o) => o.id as string);
  await insertRows(
    'order_items',
    orders.map((o) => ({ order_id: o.id, product_name: 'Totem RLS', duration_months: 36, monthly_payment: 90 })),
  );
  // Confirmed once their lines are in: the contract follows them.
  await db.from('orders').update({ status: 'confirmed' }).in('id', billing.orders);
  const { data: contracts } = await db.from('contracts').select('id, customer_id, order_id').in('order_id', billing.orders);
  billing.ownContract = contracts!.find((c) => c.order_id === orders[0]!.id)!.id;
  billing.otherContract = contracts!.find((c) => c.order_id === orders[1]!.id)!.id;
  billing.customers.push(...contracts!.map((c) => c.customer_id));
  await db.from('contracts').update({ owner_id: me.commercial }).eq('id', billing.ownContract);
  await db
    .from('contracts')
    .update({ status: 'active', start_date: '2031-01-01', end_date: '2034-01-01' })
    .in('id', [billing.ownContract, billing.otherContract]);
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    await sql.query(
      `with made as (
         insert into public.invoices (number, customer_id, contract_id, issue_date, due_date, period_start, period_end,
           seller, buyer, lines, total_ht, total_vat, total_ttc)
         select 'FAC-2010-' || lpad((floor(random() * 900000000) + 100000000)::text, 9, '0'), c.customer_id, c.id,
                '2010-01-01', '2010-01-01', '2010-01-01', '2010-01-31', '{}', '{}',
                '[{"description": "Loyer", "quantity": 1, "unit_price_ht": 90, "vat_rate": 20, "line_ht": 90}]', 90, 18, 108
         from public.contracts c where c.id = any($1::uuid[])
         returning id, customer_id, number
       )
       insert into public.invoice_documents (invoice_id, pdf_path, pdf_sha256, xml_sha256)
       select id, customer_id || '/' || number || '.pdf', repeat('a', 64), repeat('b', 64) from made`,
      [[billing.ownContract, billing.otherContract]],
    );
  } finally {
    await sql.end();
  }
}

afterAll(async () => {
  await Promise.all(
    specs
      .filter((spec) => !spec.shared)
      .map(async (spec) => {
        const entry = fixtures.get(spec.table);
        if (!entry) return;
        const rows = [...Object.values(entry.probes), ...Object.values(entry.update), ...Object.values(entry.delete)];
        const ids = rows.map((r) => r[spec.key]);
        if (ids.length) await loose(db).from(spec.table).delete().in(spec.key, ids);
      }),
  );
  // An allowed cell changes the settings row, then puts it back; this is the net under it.
  const settings = sharedOriginals?.get('email_settings');
  if (settings) await db.from('email_settings').upsert({ id: true, sales_email: settings.sales_email as string });
  const company = sharedOriginals?.get('company_settings');
  if (company)
    await db
      .from('company_settings')
      .update({ name: company.name as string })
      .eq('id', true);
  // Billing: the 2010 invoices leave as the retention job takes them, then their contracts, customers.
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    await sql.query(`select private.purge_invoices((now() at time zone 'Europe/Paris')::date)`);
  } finally {
    await sql.end();
  }
  // Orders with their contracts, equipment, incidents, visits and tasks, as the retention job deletes
  // them: the API deletes no order that has a contract, and no cascade removes a contract.
  await removeOrders([parent.order, parent.contractOrder, ...poolOrders, ...billing.orders].filter(Boolean));
  if (billing.customers.length) await db.from('customers').delete().in('id', billing.customers);
  if (parent.offer) await db.from('offers').delete().eq('id', parent.offer);
  // Their images go with them (on delete cascade).
  await db.from('products').delete().in('id', [parent.product, parent.hiddenProduct].filter(Boolean));
  if (parent.lead) await db.from('leads').delete().eq('id', parent.lead);
  if (parent.request) await db.from('quote_requests').delete().eq('id', parent.request);
  // Deleting a user removes their roles too (on delete cascade).
  await Promise.all(createdUsers.map((id) => db.auth.admin.deleteUser(id)));
});

describe('the matrix covers the database', () => {
  it('every public table and view is in the matrix, tables with row-level security on, views as their caller', async () => {
    const sql = new pg.Client({
      connectionString: databaseUrl,
    });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ name: string; protected: boolean }>(
        `select c.relname as name,
                case when c.relkind = 'v' then coalesce('security_invoker=true' = any(c.reloptions), false)
                     else c.relrowsecurity end as protected
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`,
      );
      expect(rows.map((r) => r.name).sort()).toEqual(specs.map((s) => s.table).sort());
      expect(rows.filter((r) => !r.protected)).toEqual([]);
    } finally {
      await sql.end();
    }
  });

  it('each seeded account holds exactly the role it stands for', async () => {
    const { data } = await db
      .from('user_roles')
      .select('user_id, role')
      .in('user_id', Object.values(me).filter(Boolean));
    const held = Object.fromEntries((Object.keys(accounts) as SignedIn[]).map((p) => [p, [] as string[]]));
    for (const p of Object.keys(accounts) as SignedIn[]) {
      held[p] = (data ?? []).filter((r) => r.user_id === me[p]).map((r) => r.role);
    }
    expect(held).toEqual(
      Object.fromEntries((Object.keys(accounts) as SignedIn[]).map((p) => [p, p === 'norole' ? [] : [p]])),
    );
  });

  it(`checks ${cells.length} cells`, () => {
    expect(cells).toHaveLength(specs.length * principals.length * ops.length);
  });
});

// The two phases are plain suites, run one after the other (only the cells inside each run
// concurrently): the select sets are compared while no write cell changes a table.
describe('select', () => {
  // Taken before any write cell runs, so the sets compare exactly.
  const everything = new Map<string, Row[]>();
  beforeAll(async () => {
    await Promise.all(
      specs.map(async (spec) => {
        const { data, error } = await loose(db).from(spec.table).select('*');
        if (error) throw new Error(`${spec.table}: ${error.message}`);
        everything.set(spec.table, data as Row[]);
      }),
    );
  });

  describe.concurrent.each(specs.map((spec) => [spec.table, spec] as const))('%s', (_table, spec) => {
    it.each(cellsOf(spec, 'select'))('%s → %s', async (principal, outcome) => {
      const result = await loose(clientOf(principal)).from(spec.table).select(spec.key);
      if (outcome === 'denied') return expectDenied(result, principal);
      expect(result.error).toBeNull();
      const seen = sortedIds(result.data as unknown as Row[], spec.key);
      const all = everything.get(spec.table)!;
      const { probes } = fixtures.get(spec.table)!;
      if (outcome === 'none') return expect(seen).toEqual([]);
      if (outcome === 'all') {
        expect(all.length).toBeGreaterThan(0);
        return expect(seen).toEqual(sortedIds(all, spec.key));
      }
      expect(seen).toEqual(
        sortedIds(
          all.filter((r) => spec.visible!(r, me[principal])),
          spec.key,
        ),
      );
      if (probes.public) expect(seen).toContain(String(probes.public[spec.key]));
      if (probes.hidden) expect(seen).not.toContain(String(probes.hidden[spec.key]));
    });
  });
});

describe('insert, update, delete', () => {
  describe.concurrent.each(specs.map((spec) => [spec.table, spec] as const))('%s', (_table, spec) => {
    it.each(cellsOf(spec, 'insert'))('insert: %s → %s', async (principal, outcome) => {
      const values = spec.make(`i-${principal}-${run}`, principal, 'insert');
      // A fresh visitor per anonymous insert: the public form's limit is per client.
      const client = principal === 'anon' ? visitor() : clients[principal];
      const result = await loose(client).from(spec.table).insert(values);
      const { data: stored } = await loose(db).from(spec.table).select(spec.key).match(pick(values, spec.markers));
      const ids = ((stored ?? []) as unknown as Row[]).map((r) => r[spec.key]);
      if (ids.length) await loose(db).from(spec.table).delete().in(spec.key, ids);
      if (outcome === 'ok') {
        expect({ error: result.error, status: result.status }).toEqual({ error: null, status: 201 });
        expect(ids).toHaveLength(1);
      } else {
        expectRefused(result, principal, outcome);
        expect(ids).toEqual([]);
      }
    });

    it.each(cellsOf(spec, 'update'))('update: %s → %s', async (principal, outcome) => {
      const target = fixtures.get(spec.table)!.update[principal];
      const id = target[spec.key];
      const patch = spec.patch(principal);
      const columns = Object.keys(patch);
      const result = await loose(clientOf(principal)).from(spec.table).update(patch).eq(spec.key, id).select(spec.key);
      const { data: after } = await loose(db).from(spec.table).select('*').eq(spec.key, id).single();
      if (spec.shared && outcome === 'ok') {
        await loose(db)
          .from(spec.table)
          .update(pick(sharedOriginals.get(spec.table)!, columns))
          .eq(spec.key, id);
      }
      if (outcome === 'ok') {
        expect(result.error).toBeNull();
        expect(result.data).toHaveLength(1);
        return expect(pick(after as Row, columns)).toEqual(patch);
      }
      if (outcome === 'denied' || outcome === 'readonly') expectRefused(result, principal, outcome);
      else expect({ error: result.error, data: result.data }).toEqual({ error: null, data: [] });
      if (spec.volatile) expect(pick(after as Row, columns)).not.toEqual(patch);
      else expect(after).toEqual(target);
    });

    it.each(cellsOf(spec, 'delete'))('delete: %s → %s', async (principal, outcome) => {
      const id = fixtures.get(spec.table)!.delete[principal][spec.key];
      const result = await loose(clientOf(principal)).from(spec.table).delete().eq(spec.key, id).select(spec.key);
      const { data: still } = await loose(db).from(spec.table).select(spec.key).eq(spec.key, id);
      if (outcome === 'ok') {
        expect(result.error).toBeNull();
        expect(result.data).toHaveLength(1);
        return expect(still).toEqual([]);
      }
      if (outcome === 'denied' || outcome === 'readonly') expectRefused(result, principal, outcome);
      else expect({ error: result.error, data: result.data }).toEqual({ error: null, data: [] });
      expect(still).toHaveLength(1);
    });
  });
});

describe('payment status: orders writers and accounting, through set_order_payment_status only', () => {
  const orders = {} as Record<Principal, string>;
  beforeAll(async () => {
    const rows = await insertRows(
      'orders',
      principals.map((p) => factories.orders({ customer_email: `rls.paiement.${p}.${run}@example.fr` })),
    );
    for (const p of principals)
      orders[p] = rows.find((r) => r.customer_email === `rls.paiement.${p}.${run}@example.fr`)!.id as string;
  });
  afterAll(async () => {
    await db.from('orders').delete().in('id', Object.values(orders));
  });

  it.each(
    principals.map(
      (principal) =>
        [
          principal,
          principal !== 'anon' &&
            (can(principal === 'norole' ? [] : [principal], 'orders', 'write') || principal === 'comptabilite'),
        ] as [Principal, boolean],
    ),
  )('%s may set a payment status: %s', async (principal, allowed) => {
    const result = await clientOf(principal).rpc('set_order_payment_status', {
      order_id: orders[principal],
      payment_status: 'paid',
    });
    const { data: after } = await db.from('orders').select('payment_status').eq('id', orders[principal]).single();
    if (allowed) expect(result.error).toBeNull();
    else expectDenied(result, principal);
    expect(after!.payment_status).toBe(allowed ? 'paid' : 'pending');
  });

  it('accounting cannot change the payment status, nor anything else, by a direct update', async () => {
    const id = fixtures.get('orders')!.update.comptabilite.id as string;
    const result = await clients.comptabilite
      .from('orders')
      .update({ payment_status: 'refunded' })
      .eq('id', id)
      .select('id');
    expect({ error: result.error, data: result.data }).toEqual({ error: null, data: [] });
    const { data: after } = await db.from('orders').select('payment_status').eq('id', id).single();
    expect(after!.payment_status).toBe('pending');
  });
});

describe('no self-escalation, no leak', () => {
  it('a commercial cannot grant themselves the admin role', async () => {
    const result = await clients.commercial.from('user_roles').insert({ user_id: me.commercial, role: 'admin' });
    const { data: roles } = await db.from('user_roles').select('id, role').eq('user_id', me.commercial);
    const leaked = (roles ?? []).filter((r) => r.role !== 'commercial');
    if (leaked.length)
      await db
        .from('user_roles')
        .delete()
        .in(
          'id',
          leaked.map((r) => r.id),
        );
    expectDenied(result, 'commercial');
    expect((roles ?? []).map((r) => r.role)).toEqual(['commercial']);
  });

  it('a commercial cannot turn their own role row into admin', async () => {
    const { data: own } = await db.from('user_roles').select('id, role').eq('user_id', me.commercial).single();
    const result = await clients.commercial.from('user_roles').update({ role: 'admin' }).eq('id', own!.id).select('id');
    const { data: after } = await db.from('user_roles').select('role').eq('id', own!.id).single();
    if (after!.role !== 'commercial') await db.from('user_roles').update({ role: 'commercial' }).eq('id', own!.id);
    // Their own row is visible to them, but only user managers may change it: 0 rows, no error.
    expect({ error: result.error, data: result.data }).toEqual({ error: null, data: [] });
    expect(after!.role).toBe('commercial');
  });

  it('a marketing user cannot grant a role to someone else', async () => {
    const result = await clients.marketing.from('user_roles').insert({ user_id: me.norole, role: 'viewer' });
    const { data: roles } = await db.from('user_roles').select('id').eq('user_id', me.norole);
    if (roles?.length)
      await db
        .from('user_roles')
        .delete()
        .in(
          'id',
          roles.map((r) => r.id),
        );
    expectDenied(result, 'marketing');
    expect(roles).toEqual([]);
  });

  it.each(staffRoles)('%s can neither rewrite nor erase an audit entry', async (role) => {
    const entry = sharedOriginals.get('audit_log')!;
    const update = await clients[role]
      .from('audit_log')
      .update({ action: 'delete', changes: {} })
      .eq('id', entry.id as number)
      .select('id');
    const erase = await clients[role]
      .from('audit_log')
      .delete()
      .eq('id', entry.id as number)
      .select('id');
    expectDenied(update, role);
    expectDenied(erase, role);
    const { data: after } = await db
      .from('audit_log')
      .select('*')
      .eq('id', entry.id as number)
      .single();
    expect(after).toEqual(entry);
  });

  it('the service role cannot write the audit trail either', async () => {
    const entry = sharedOriginals.get('audit_log')!;
    const insert = await db.from('audit_log').insert({
      action: 'insert',
      area: 'users',
      table_name: 'rls',
      row_id: `service-${run}`,
      entity_id: `service-${run}`,
    });
    const update = await db
      .from('audit_log')
      .update({ action: 'delete' })
      .eq('id', entry.id as number)
      .select('id');
    const erase = await db
      .from('audit_log')
      .delete()
      .eq('id', entry.id as number)
      .select('id');
    for (const result of [insert, update, erase]) {
      expect({ code: result.error?.code, status: result.status }).toEqual({ code: FORBIDDEN, status: 403 });
    }
    const { data: forged } = await db.from('audit_log').select('id').eq('row_id', `service-${run}`);
    expect(forged).toEqual([]);
    const { data: after } = await db
      .from('audit_log')
      .select('*')
      .eq('id', entry.id as number)
      .single();
    expect(after).toEqual(entry);
  });

  // Straight to PostgREST with the user's token, as anyone holding it could.
  async function rest(principal: SignedIn, path: string, init: RequestInit = {}) {
    const { data } = await clients[principal].auth.getSession();
    return fetch(`${apiUrl}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${data.session!.access_token}`, ...init.headers },
    });
  }

  it.each([
    ['comptabilite', 'leads'],
    ['comptabilite', 'quote_requests'],
    ['comptabilite', 'lead_notes'],
    ['technicien', 'quote_requests'],
    ['moderator', 'orders'],
    ['moderator', 'order_status_history'],
    ['commercial', 'email_campaigns'],
    ['commercial', 'email_campaign_recipients'],
    ['moderator', 'email_unsubscribes'],
    ['viewer', 'email_outbox'],
    ['viewer', 'email_settings'],
    ['marketing', 'audit_log'],
  ] as [SignedIn, string][])(
    '%s reading %s through the REST API gets [] and a count of 0',
    async (principal, table) => {
      const list = await rest(principal, `${table}?select=*`);
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual([]);
      const count = await rest(principal, `${table}?select=*`, { method: 'HEAD', headers: { Prefer: 'count=exact' } });
      expect(count.headers.get('content-range')).toBe('*/0');
    },
  );

  it.each(['comptabilite', 'technicien'] as const)(
    '%s reads an order but not the request it came from, even embedded',
    async (principal) => {
      const response = await rest(
        principal,
        `orders?select=id,quote_requests!orders_quote_request_id_fkey(id,email)&id=eq.${parent.order}`,
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ id: parent.order, quote_requests: null }]);
    },
  );

  it.each(
    principals.map(
      (principal) =>
        [principal, principal !== 'anon' && can(principal === 'norole' ? [] : [principal], 'users', 'read')] as [
          Principal,
          boolean,
        ],
    ),
  )('%s may list the users (list_users): %s', async (principal, allowed) => {
    const result = await clientOf(principal).rpc('list_users');
    if (!allowed) return expectDenied(result, principal);
    expect(result.error).toBeNull();
    expect((result.data ?? []).map((u) => u.email)).toEqual(
      expect.arrayContaining(Object.values(accounts).map((a) => a.email)),
    );
  });

  it.each(principals)('%s reads no unsubscribe token, nor its hash', async (principal) => {
    // The column is gone; the hashes are in the private schema, which the API does not serve.
    for (const column of ['unsubscribe_token', 'unsubscribe_token_hash']) {
      const read = await loose(clientOf(principal)).from('email_campaign_recipients').select(column);
      expect({ column, data: read.data, failed: read.error !== null }).toEqual({ column, data: null, failed: true });
    }
    const hashes = await loose(clientOf(principal)).schema('private').from('unsubscribe_tokens').select('*');
    expect({ data: hashes.data, failed: hashes.error !== null }).toEqual({ data: null, failed: true });
  });

  it.each(
    principals.map(
      (principal) =>
        [principal, principal !== 'anon' && can(principal === 'norole' ? [] : [principal], 'requests', 'write')] as [
          Principal,
          boolean,
        ],
    ),
  )('%s may list the staff to assign an owner (list_staff): %s', async (principal, allowed) => {
    const result = await clientOf(principal).rpc('list_staff');
    if (!allowed) return expectDenied(result, principal);
    expect(result.error).toBeNull();
    expect(result.data).toContainEqual({ id: me.admin, email: 'admin@example.com', full_name: 'Claire Fontaine' });
  });

  it.each(
    principals.map((principal) => {
      const roles = principal === 'anon' || principal === 'norole' ? [] : [principal];
      return [principal, can(roles, 'contracts', 'write') || can(roles, 'service', 'write')] as [Principal, boolean];
    }),
  )('%s may list the technicians to send on site (list_technicians): %s', async (principal, allowed) => {
    const result = await clientOf(principal).rpc('list_technicians');
    if (!allowed) return expectDenied(result, principal);
    expect(result.error).toBeNull();
    // Names only (issue 34): no role reads an e-mail address through it.
    expect(result.data).toContainEqual({ id: me.admin, full_name: 'Claire Fontaine' });
    expect((result.data ?? []).map((t) => t.full_name)).not.toContain('Thomas Garnier');
    expect(JSON.stringify(result.data)).not.toContain('@');
  });

  it('a marketing user reads only their own role rows', async () => {
    const response = await rest('marketing', 'user_roles?select=user_id,role');
    expect(await response.json()).toEqual([{ user_id: me.marketing, role: 'marketing' }]);
  });
});

describe('a deactivated account', () => {
  it('loses every staff right at once, though its access token is still valid', async () => {
    const email = `rls.desactive.${run}@example.fr`;
    const password = `desactive-${run}`;
    const id = await createUser(email, password);
    await db.from('user_roles').insert({ user_id: id, role: 'commercial' });
    const client = await signIn(email, password);
    const reads = async () =>
      Object.fromEntries(
        await Promise.all(
          (['orders', 'leads', 'quote_requests', 'email_outbox', 'email_settings', 'products'] as const).map(
            async (table) => [table, ((await client.from(table).select('id').limit(1)).data ?? []).length] as const,
          ),
        ),
      );
    expect(await reads()).toEqual({
      orders: 1,
      leads: 1,
      quote_requests: 1,
      email_outbox: 1,
      email_settings: 1,
      products: 1,
    });

    const { error: banError } = await db.auth.admin.updateUserById(id, { ban_duration: '876000h' });
    expect(banError).toBeNull();

    // Public products are still read with the same token: it is the database that shuts the door.
    expect(await reads()).toEqual({
      orders: 0,
      leads: 0,
      quote_requests: 0,
      email_outbox: 0,
      email_settings: 0,
      products: 1,
    });
    const insert = await client
      .from('leads')
      .insert(factories.leads({ email: `rls.desactive.lead.${run}@example.fr` }));
    expectDenied(insert, 'commercial');
    const lead = fixtures.get('leads')!.update.commercial;
    const update = await client
      .from('leads')
      .update({ next_action: 'Compte désactivé' })
      .eq('id', lead.id as string)
      .select('id');
    expect({ error: update.error, data: update.data }).toEqual({ error: null, data: [] });
    const staff = await client.rpc('list_staff');
    expectDenied(staff, 'commercial');
    const again = await visitor().auth.signInWithPassword({ email, password });
    expect(again.error).not.toBeNull();
  });
});

describe('the last active administrator', () => {
  it('cannot lose the admin role, even by their own hand', async () => {
    const { data: admins } = await db.from('user_roles').select('id, user_id').eq('role', 'admin');
    expect(admins).toEqual([{ id: expect.any(String), user_id: me.admin }]);
    const row = admins![0];
    try {
      const erase = await clients.admin.from('user_roles').delete().eq('id', row.id).select('id');
      expect(erase.error?.message).toBe(LAST_ADMIN);
      const demote = await clients.admin.from('user_roles').update({ role: 'viewer' }).eq('id', row.id).select('id');
      expect(demote.error?.message).toBe(LAST_ADMIN);
      const { data: after } = await db.from('user_roles').select('id, user_id, role').eq('user_id', me.admin);
      expect(after).toEqual([{ id: row.id, user_id: me.admin, role: 'admin' }]);
    } finally {
      // The seeded admin is shared with every other test: put it back whatever happened.
      const { data: now } = await db.from('user_roles').select('id, role').eq('user_id', me.admin);
      if (!(now ?? []).some((r) => r.role === 'admin')) {
        await db.from('user_roles').delete().eq('user_id', me.admin);
        await db.from('user_roles').insert({ user_id: me.admin, role: 'admin' });
      }
    }
  });
});

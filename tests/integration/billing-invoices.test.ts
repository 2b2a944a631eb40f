import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoicesOf,
  issue,
  ownerConnection,
  parisDay,
  setSettings,
  startedContract,
  termsOf,
  useBillingSettings,
  billingSettings,
} from './billing-support';
import { admin, anon, service, signedIn, type Client } from './support';

/**
 * Invoices and credit notes (issue 36, docs/billing.md): the daily job (idempotent, one
 * subtransaction per invoice), numbers without gaps that follow the dates even under concurrent
 * issues and refusals, invoices nobody changes (the service role and the owner included), credit
 * notes that never take more than what is left, the order's payment status. The job is run for
 * chosen days: each describe takes a year of its own, the latest first, so that no run reaches
 * another describe's terms; the describes dated today come last. Invoiced contracts stay (an
 * invoice is never deleted).
 */
const tag = `fac-${Date.now().toString(36)}`;
/** Contracts started on the 1st of this month: their first term is a whole month, invoiced today. */
const monthStart = () => `${parisDay().slice(0, 7)}-01`;
let db: Client;
let sql: pg.Client;
let restoreSettings: () => Promise<void>;

async function contract(options: Parameters<typeof startedContract>[2]) {
  return (await startedContract(db, tag, options)).contract;
}

const numbersOfYear = async (prefix: string, year: number) => {
  const { rows } = await sql.query<{ number: string }>(
    `select number from public.invoices where number like $1 order by number`,
    [`${prefix}-${year}-%`],
  );
  return rows.map((r) => r.number);
};
/** A contract's invoice of its first term (a start on the 1st may bring the second's along, due within 14 days). */
async function firstInvoice(contractId: string) {
  const invoices = await invoicesOf(db, contractId);
  return invoices.find((i) => i.kind === 'invoice' && i.period_start === monthStart())!;
}
const sequence = (prefix: string, year: number, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${year}-${String(from + i).padStart(6, '0')}`);

beforeAll(async () => {
  db = service();
  sql = await ownerConnection();
  restoreSettings = await useBillingSettings(db);
  // A run takes every term due by its day, whichever file started the contract (started contracts
  // stay: an invoiced one is never deleted). The files before this one are done with theirs: their
  // terms not invoiced are cancelled, so that each run here meets this file's terms only.
  await sql.query(
    `update public.billing_terms t set cancelled_at = now(), cancel_reason = 'Échéance d’un autre fichier de tests'
      where t.cancelled_at is null and not exists (select 1 from public.invoices i where i.term_id = t.id)`,
  );
});

afterAll(async () => {
  await restoreSettings();
  await sql.end();
});

describe('the daily job', () => {
  let paying: Awaited<ReturnType<typeof contract>>;
  let addressless: Awaited<ReturnType<typeof contract>>;

  beforeAll(async () => {
    paying = await contract({ start: '2040-01-01', months: 12 });
    addressless = await contract({ start: '2040-01-01', months: 12, billingAddress: null });
  });

  it('refuses while a mandatory mention is missing, says which in French, and consumes nothing', async () => {
    await setSettings(db, { legal_form: null, rcs: null });
    try {
      const asAdmin = await admin();
      expect((await asAdmin.rpc('billing_settings_missing')).data).toEqual([
        'forme juridique',
        'immatriculation au RCS',
      ]);
      const result = await issue(db, '2040-01-01');
      expect(result.issued).toBe(0);
      expect(result.errors).toContainEqual({
        term_id: (await termsOf(db, paying.id))[0]!.id,
        contract_number: paying.contract_number,
        message: 'Facturation impossible : mentions obligatoires manquantes (forme juridique, immatriculation au RCS).',
      });
      expect(await invoicesOf(db, paying.id)).toEqual([]);
      expect((await sql.query(`select * from private.invoice_counters where year = 2040`)).rows).toEqual([]);
    } finally {
      await setSettings(db, { legal_form: billingSettings.legal_form, rcs: billingSettings.rcs });
    }
  });

  it('issues each due term once; a refusal stops no other and gives its number back', async () => {
    const first = await issue(db, '2040-01-01');
    expect(first).toMatchObject({ issue_date: '2040-01-01', issued: 1, failed: 1 });
    expect(first.errors.map((e) => e.message)).toEqual([
      `Facturation impossible : l’adresse de facturation du client « ${addressless.customer_company} » est incomplète.`,
    ]);
    const [invoice] = await invoicesOf(db, paying.id);
    expect(invoice).toMatchObject({
      number: 'FAC-2040-000001',
      kind: 'invoice',
      customer_id: paying.customer_id,
      issue_date: '2040-01-01',
      due_date: '2040-01-01',
      period_start: '2040-01-01',
      period_end: '2040-01-31',
      total_ht: 200,
      total_vat: 40,
      total_ttc: 240,
      payment_means: 'transfer',
      mandate_id: null,
      credited_invoice_id: null,
    });
    expect(invoice!.seller).toMatchObject({
      name: 'VisioLease SAS',
      legal_form: 'SAS',
      siren: '912345675',
      siret: '91234567500017',
      vat_number: 'FR65912345675',
      rcs: 'RCS Paris 912 345 675',
      share_capital: 500000,
      postal_code: '75009',
      iban: 'FR7630006000011234567890189',
      late_penalty_rate: 12.15,
    });
    expect(invoice!.buyer).toMatchObject({
      customer_id: paying.customer_id,
      name: paying.customer_company,
      address: { street: '12 rue des Lilas', postal_code: '69003', city: 'Lyon' },
    });
    expect(invoice!.lines).toEqual([
      {
        description: `Loyer du contrat ${paying.contract_number} du 01/01/2040 au 31/01/2040`,
        note: 'Matériel : 2 × Totem 55"',
        quantity: 1,
        unit_price_ht: 200,
        vat_rate: 20,
        line_ht: 200,
      },
    ]);

    // Run again the same day: nothing more; the customer without an address is refused again.
    const again = await issue(db, '2040-01-01');
    expect(again).toMatchObject({ issued: 0, failed: 1 });
    expect(await invoicesOf(db, paying.id)).toHaveLength(1);

    // Its address given, it gets the next number: the refusals consumed none.
    const { error } = await db
      .from('customers')
      .update({
        billing_address: { street: '5 quai Saint-Antoine', postal_code: '69002', city: 'Lyon', country: 'France' },
      })
      .eq('id', addressless.customer_id);
    expect(error).toBeNull();
    expect(await issue(db, '2040-01-01')).toMatchObject({ issued: 1, failed: 0 });
    expect((await invoicesOf(db, addressless.id)).map((i) => i.number)).toEqual(['FAC-2040-000002']);
    expect(await numbersOfYear('FAC', 2040)).toEqual(sequence('FAC', 2040, 1, 2));
  });

  it('invoices a term on its day: the second month 14 days before it is due', async () => {
    expect(await issue(db, '2040-01-17')).toMatchObject({ issued: 0 });
    expect(await issue(db, '2040-01-18')).toMatchObject({ issued: 2, failed: 0 });
    const [, second] = await invoicesOf(db, paying.id);
    expect(second).toMatchObject({ issue_date: '2040-01-18', due_date: '2040-02-01', period_start: '2040-02-01' });
  });

  it('refuses a day already past, and is the scheduled worker’s alone', async () => {
    expect((await db.rpc('issue_due_invoices', { p_today: parisDay(-1) })).error?.message).toBe(
      'Une facture ne peut pas être datée d’un jour passé.',
    );
    expect((await (await admin()).rpc('issue_due_invoices', { p_today: '2040-02-01' })).error?.code).toBe('42501');
    expect((await anon().rpc('issue_due_invoices', { p_today: '2040-02-01' })).error?.code).toBe('42501');
  });
});

describe('numbers under concurrency', () => {
  it('20 issuing runs at once make 20 invoices numbered 1 to 20, each term once', async () => {
    const contracts = [];
    for (let i = 0; i < 20; i++) contracts.push(await contract({ start: '2038-01-01', months: 12 }));
    const runs = await Promise.all(Array.from({ length: 20 }, () => issue(db, '2038-01-01')));
    expect(runs.reduce((sum, run) => sum + run.issued, 0)).toBe(20);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    const numbers = await numbersOfYear('FAC', 2038);
    expect(numbers).toEqual(sequence('FAC', 2038, 1, 20));
    for (const c of contracts) expect((await invoicesOf(db, c.id)).map((i) => i.period_start)).toEqual(['2038-01-01']);
  });
});

describe('numbers follow the dates', () => {
  it('refuses to date an invoice before the last one issued, and gives the number back', async () => {
    const june = await contract({ start: '2037-06-01', months: 12 });
    expect(await issue(db, '2037-05-20')).toMatchObject({ issued: 1 });
    const may = await contract({ start: '2037-05-01', months: 12 });
    const early = await issue(db, '2037-05-01');
    expect(early).toMatchObject({ issued: 0, failed: 1 });
    expect(early.errors[0]!.message).toBe(
      'Une facture ne peut pas être datée d’avant la dernière facture émise : la numérotation suit les dates.',
    );
    // May's term, and June's whose day (18 May) has come too.
    expect(await issue(db, '2037-05-20')).toMatchObject({ issued: 2, failed: 0 });
    expect((await invoicesOf(db, june.id)).map((i) => i.number)).toEqual(['FAC-2037-000001']);
    // Issued late, May is due the day it is issued, not before.
    expect(await invoicesOf(db, may.id)).toMatchObject([
      { number: 'FAC-2037-000002', issue_date: '2037-05-20', due_date: '2037-05-20', period_start: '2037-05-01' },
      { number: 'FAC-2037-000003', issue_date: '2037-05-20', due_date: '2037-06-01', period_start: '2037-06-01' },
    ]);
  });
});

describe('the payment status of a billed order', () => {
  it('is the database’s once the schedule is made, and late the day after an unpaid due date', async () => {
    const started = await startedContract(db, tag, { start: '2035-01-01', months: 12, notStarted: true });
    const orderId = started.orderId;
    const status = async () =>
      (await db.from('orders').select('payment_status').eq('id', orderId).single()).data!.payment_status;
    // Before the contract starts, staff still set it.
    expect((await db.from('orders').update({ payment_status: 'paid' }).eq('id', orderId)).error).toBeNull();
    const { error } = await db
      .from('contracts')
      .update({ status: 'active', start_date: '2035-01-01', end_date: '2036-01-01' })
      .eq('id', started.contract.id);
    expect(error).toBeNull();
    expect(await status()).toBe('pending');

    const refusal =
      'Le statut de paiement d’une commande dont le contrat est facturé suit ses factures : il ne se change pas à la main.';
    expect(
      (await (await admin()).from('orders').update({ payment_status: 'paid' }).eq('id', orderId)).error?.message,
    ).toBe(refusal);
    const compta = await signedIn('compta@example.com', 'demo123456');
    expect(
      (await compta.rpc('set_order_payment_status', { order_id: orderId, payment_status: 'paid' })).error?.message,
    ).toBe(refusal);

    await issue(db, '2035-01-01');
    expect(await status()).toBe('pending');
    await issue(db, '2035-01-02');
    expect(await status()).toBe('late');
  });
});

describe('an issued invoice', () => {
  let invoice: Awaited<ReturnType<typeof invoicesOf>>[number];
  let contractId = '';

  beforeAll(async () => {
    const c = await contract({ start: monthStart(), months: 12 });
    contractId = c.id;
    await issue(db, parisDay());
    invoice = await firstInvoice(c.id);
  });

  it('is changed or deleted by nobody: staff, the service role, the owner', async () => {
    const asAdmin = await admin();
    for (const client of [asAdmin, db]) {
      const update = await client.from('invoices').update({ total_ht: 1 }).eq('id', invoice.id).select('id');
      const remove = await client.from('invoices').delete().eq('id', invoice.id).select('id');
      expect([update.error?.code, remove.error?.code]).toEqual(['42501', '42501']);
    }
    const refusal = 'Une facture émise ne se modifie ni ne se supprime : corrigez-la par un avoir.';
    await expect(sql.query('update public.invoices set total_ht = 1 where id = $1', [invoice.id])).rejects.toThrow(
      refusal,
    );
    await expect(sql.query('delete from public.invoices where id = $1', [invoice.id])).rejects.toThrow(refusal);
    // In a transaction rolled back whatever happens: a truncate that went through would empty the outbox too.
    for (const statement of [
      'truncate public.invoices cascade',
      // The retention job's limit does not reach an invoice of this year.
      `select set_config('billing.purge_before', '${parisDay()}', true); delete from public.invoices where id = '${invoice.id}'`,
    ]) {
      await sql.query('begin');
      try {
        await expect(sql.query(statement)).rejects.toThrow(refusal);
      } finally {
        await sql.query('rollback');
      }
    }
    expect(await firstInvoice(contractId)).toEqual(invoice);
  });

  it('fixes its contract’s dates', async () => {
    const { error } = await db.from('contracts').update({ end_date: '2040-01-01' }).eq('id', contractId);
    expect(error?.message).toBe('Ce contrat est déjà facturé : ses dates ne peuvent plus changer.');
  });

  it('keeps its document once, and queues its e-mail with the file in the same call', async () => {
    const path = `${invoice.customer_id}/${invoice.number}.pdf`;
    const sha = (c: string) => c.repeat(64);
    const wrong = await db.rpc('record_invoice_document', {
      invoice_id: invoice.id,
      path: `autre/${invoice.number}.pdf`,
      pdf_sha256: sha('a'),
      xml_sha256: sha('b'),
    });
    expect(wrong.error?.message).toBe(
      'Le document d’une facture est rangé sous le dossier de son client, à son numéro.',
    );
    const args = { invoice_id: invoice.id, path, pdf_sha256: sha('a'), xml_sha256: sha('b') };
    expect((await (await admin()).rpc('record_invoice_document', args)).error?.code).toBe('42501');
    expect((await db.rpc('record_invoice_document', args)).data).toBe(true);
    const { data: mails } = await db.from('email_outbox').select('*').eq('invoice_id', invoice.id);
    // Parked at once: this file stores no PDF for it, and other files run the e-mail worker.
    await db.from('email_outbox').update({ status: 'failed', attempts: 8 }).eq('invoice_id', invoice.id);
    const { data: customer } = await db
      .from('customers')
      .select('billing_email')
      .eq('id', invoice.customer_id)
      .single();
    expect(mails).toMatchObject([
      {
        template: 'invoice_issued',
        recipient: customer!.billing_email,
        contract_id: contractId,
        attachment: {
          bucket: 'billing-documents',
          path,
          filename: `${invoice.number}.pdf`,
          content_type: 'application/pdf',
        },
        payload: { number: invoice.number, total_ttc: 240, due_date: invoice.due_date, iban: billingSettings.iban },
      },
    ]);
    // The same document again changes nothing; another one is refused; nobody rewrites it.
    expect((await db.rpc('record_invoice_document', args)).data).toBe(false);
    expect((await db.rpc('record_invoice_document', { ...args, pdf_sha256: sha('c') })).error?.message).toBe(
      'Le document d’une facture est enregistré une fois pour toutes.',
    );
    await expect(
      sql.query(`update public.invoice_documents set pdf_sha256 = $2 where invoice_id = $1`, [invoice.id, sha('d')]),
    ).rejects.toThrow('Le document d’une facture est enregistré une fois pour toutes.');
    await expect(sql.query(`delete from public.invoice_documents where invoice_id = $1`, [invoice.id])).rejects.toThrow(
      'Le document d’une facture est enregistré une fois pour toutes.',
    );
    expect((await db.from('email_outbox').select('id').eq('invoice_id', invoice.id)).data).toHaveLength(1);
  });

  it('leaves with its documents 10 years after the close of its financial year, and not before', async () => {
    const { rows } = await sql.query<{ id: string }>(
      `insert into public.invoices (number, customer_id, contract_id, issue_date, due_date, period_start, period_end,
         seller, buyer, lines, total_ht, total_vat, total_ttc)
       select 'FAC-2014-' || lpad((floor(random() * 900000) + 100000)::text, 6, '0'), customer_id, contract_id,
              '2014-12-31', '2014-12-31', '2014-12-01', '2014-12-31', seller, buyer, lines, total_ht, total_vat, total_ttc
       from public.invoices where id = $1
       returning id`,
      [invoice.id],
    );
    const old = rows[0]!.id;
    const { rows: purged } = await sql.query<{ n: number }>(
      `select private.purge_invoices((now() at time zone 'Europe/Paris')::date) as n`,
    );
    expect(purged[0]!.n).toBeGreaterThanOrEqual(1);
    expect((await sql.query('select 1 from public.invoices where id = $1', [old])).rows).toEqual([]);
    expect(await firstInvoice(contractId)).toEqual(invoice);
  });
});

describe('credit notes', () => {
  let invoice: Awaited<ReturnType<typeof invoicesOf>>[number];
  let orderId = '';
  let compta: Client;

  beforeAll(async () => {
    compta = await signedIn('compta@example.com', 'demo123456');
    const started = await startedContract(db, tag, { start: monthStart(), months: 12, unitRent: 250 });
    orderId = started.orderId;
    await issue(db, parisDay());
    invoice = await firstInvoice(started.contract.id);
  });

  const credit = (client: Client, amount: number | null, reason: string | null = 'Geste commercial') =>
    client.rpc('issue_credit_note', { invoice_id: invoice.id, amount: amount as number, reason: reason as string });

  it('credits part of an invoice, then what is left, never more, by accounting only', async () => {
    expect(invoice).toMatchObject({ total_ht: 500, total_vat: 100, total_ttc: 600 });
    const commercial = await signedIn('commercial@example.com', 'demo123456');
    expect((await credit(commercial, 100)).error?.code).toBe('42501');
    expect((await credit(compta, 100, '  ')).error?.message).toBe(
      'Indiquez le motif de l’avoir (300 caractères au plus).',
    );

    const partial = await credit(compta, 100);
    expect(partial.error).toBeNull();
    const { data: note } = await db.from('invoices').select('*').eq('id', partial.data!).single();
    expect(note).toMatchObject({
      kind: 'credit_note',
      credited_invoice_id: invoice.id,
      contract_id: invoice.contract_id,
      customer_id: invoice.customer_id,
      issue_date: parisDay(),
      total_ht: 100,
      total_vat: 20,
      total_ttc: 120,
      term_id: null,
    });
    expect(note!.number).toMatch(/^AVO-\d{4}-\d{6}$/);
    expect(note!.lines).toEqual([
      {
        description: `Avoir sur la facture ${invoice.number} : Geste commercial`,
        quantity: 1,
        unit_price_ht: 100,
        vat_rate: 20,
        line_ht: 100,
      },
    ]);
    const { data: board } = await db.from('invoice_board').select('*').eq('id', invoice.id).single();
    expect(board).toMatchObject({ status: 'issued', credited_amount: 120, balance: 480, paid_amount: 0 });

    expect((await credit(compta, 400.01)).error?.message).toBe(
      'L’avoir ne peut pas dépasser ce qui reste à créditer sur la facture (400,00 € HT).',
    );
    expect((await credit(compta, -5)).error?.message).toBe('Le montant de l’avoir doit être positif, au centime près.');
    const rest = await credit(compta, null, 'Résiliation');
    expect(rest.error).toBeNull();
    const { data: last } = await db
      .from('invoices')
      .select('total_ht, total_vat, total_ttc')
      .eq('id', rest.data!)
      .single();
    expect(last).toEqual({ total_ht: 400, total_vat: 80, total_ttc: 480 });
    expect((await credit(compta, null)).error?.message).toBe('Cette facture est déjà entièrement annulée par avoir.');
    expect(
      (await compta.rpc('issue_credit_note', { invoice_id: rest.data!, amount: 1, reason: 'Erreur' })).error?.message,
    ).toBe('Un avoir porte sur une facture, pas sur un autre avoir.');

    const { data: after } = await db.from('invoice_board').select('status, balance').eq('id', invoice.id).single();
    expect(after).toEqual({ status: 'credited', balance: 0 });
    // Its next term may have been invoiced today too (due within 14 days): credited as well, nothing
    // is left to pay on the contract, and the order follows.
    for (const other of await invoicesOf(db, invoice.contract_id))
      if (other.kind === 'invoice' && other.id !== invoice.id)
        expect(
          (await compta.rpc('issue_credit_note', { invoice_id: other.id, reason: 'Résiliation' })).error,
        ).toBeNull();
    const { data: order } = await db.from('orders').select('payment_status').eq('id', orderId).single();
    expect(order!.payment_status).toBe('paid');
  });

  it('never exceeds the invoice, even written directly by the owner', async () => {
    const c = await contract({ start: monthStart(), months: 12 });
    await issue(db, parisDay());
    const target = await firstInvoice(c.id);
    await expect(
      sql.query(
        `insert into public.invoices (number, kind, credited_invoice_id, customer_id, contract_id, issue_date, due_date,
           period_start, period_end, seller, buyer, lines, total_ht, total_vat, total_ttc)
         select 'AVO-1999-000001', 'credit_note', id, customer_id, contract_id, issue_date, due_date, period_start,
                period_end, seller, buyer, lines, total_ht + 1, total_vat, total_ttc + 1
         from public.invoices where id = $1`,
        [target!.id],
      ),
    ).rejects.toThrow('Le total des avoirs ne peut pas dépasser le montant de la facture.');
  });

  it('20 at once on one invoice are numbered one after the other; two that would exceed it, one passes', async () => {
    const c = await contract({ start: monthStart(), months: 12, unitRent: 250 });
    await issue(db, parisDay());
    const target = await firstInvoice(c.id);
    const year = Number(parisDay().slice(0, 4));
    const before = await numbersOfYear('AVO', year);
    const notes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        compta.rpc('issue_credit_note', { invoice_id: target!.id, amount: 10, reason: `Remise ${i + 1}` }),
      ),
    );
    expect(notes.map((n) => n.error)).toEqual(Array(20).fill(null));
    expect(await numbersOfYear('AVO', year)).toEqual([...before, ...sequence('AVO', year, before.length + 1, 20)]);

    // 300 € HT left: two of 200 at once, one is refused.
    const race = await Promise.all(
      [1, 2].map(() => compta.rpc('issue_credit_note', { invoice_id: target!.id, amount: 200, reason: 'Course' })),
    );
    expect(race.filter((r) => r.error === null)).toHaveLength(1);
    expect(race.find((r) => r.error)!.error!.message).toBe(
      'L’avoir ne peut pas dépasser ce qui reste à créditer sur la facture (100,00 € HT).',
    );
    const { data: board } = await db
      .from('invoice_board')
      .select('credited_amount, balance')
      .eq('id', target!.id)
      .single();
    expect(board).toEqual({ credited_amount: 480, balance: 120 });
  });
});

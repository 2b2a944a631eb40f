import { describe, expect, it } from 'vitest';
import { parseCamt053 } from '../../../supabase/functions/_shared/billing/camt053';
import { parseCamt054 } from '../../../supabase/functions/_shared/billing/camt054';
import { parsePain002 } from '../../../supabase/functions/_shared/billing/pain002';
import { RETURN_REASONS, returnReasonLabel } from '../../../supabase/functions/_shared/billing/return-reasons';
import { camt053, camt054, pain002 } from './bank-files';
import { formatFailure } from './format-failure';

/** The bank's files read in (issue 36 §3–4): typed records, or one French error and nothing read. */

const statement = camt053([
  {
    amount: '2592.00',
    bookingDate: '2026-12-10',
    valueDate: '2026-12-11',
    bankReference: 'BQ-778899',
    transactions: [
      {
        amount: '2592.00',
        endToEndId: 'VL-FAC-2026-000123',
        remittance: 'FAC-2026-000123 loyer décembre',
        debtorName: 'Optique l’Œil Vif & Fils',
        debtorIban: 'FR7610107001750012345678929',
      },
    ],
  },
  {
    amount: '5184.00',
    transactions: [
      { amount: '2592.00', endToEndId: 'VL-FAC-2026-000124', remittance: 'FAC-2026-000124' },
      {
        amount: '2592.00',
        endToEndId: 'VL-FAC-2026-000125',
        structured: 'RF18FAC2026000125',
        debtorName: 'Cinéma Le Régent',
      },
    ],
  },
  { amount: '45.60', direction: 'DBIT', info: 'FRAIS TENUE DE COMPTE' },
  { amount: '100.00', status: 'PDNG', info: 'VIR EN ATTENTE' },
]);

describe('camt.053 statement', () => {
  it('reads the statement, balances and entries, a batched entry as its transactions', () => {
    const file = parseCamt053(statement);
    expect(file.messageId).toBe('STMT-20261210-0001');
    expect(file.statements).toHaveLength(1);
    const [s] = file.statements;
    expect(s).toMatchObject({
      id: '20261210-FR7630004008190001234567879',
      accountIban: 'FR7630004008190001234567879',
      currency: 'EUR',
      openingBalanceCents: 1_000_000,
      closingBalanceCents: 1_000_000 + 259_200 + 518_400 - 4_560,
    });
    expect(s.entries).toHaveLength(4);
    expect(s.entries[0]).toEqual({
      amountCents: 259_200,
      signedCents: 259_200,
      direction: 'credit',
      status: 'BOOK',
      bookingDate: '2026-12-10',
      valueDate: '2026-12-11',
      entryReference: '1',
      bankReference: 'BQ-778899',
      transactionCode: 'PMNT/RCDT/ESCT',
      reversal: false,
      additionalInfo: undefined,
      transactions: [
        {
          amountCents: 259_200,
          endToEndId: 'VL-FAC-2026-000123',
          bankReference: 'TX-VL-FAC-2026-000123',
          mandateId: undefined,
          remittance: { unstructured: ['FAC-2026-000123 loyer décembre'], structured: [] },
          debtorName: 'Optique l’Œil Vif & Fils',
          debtorIban: 'FR7610107001750012345678929',
          creditorName: undefined,
          creditorIban: undefined,
        },
      ],
    });
    expect(s.entries[1].transactions.map((t) => [t.amountCents, t.endToEndId, t.remittance])).toEqual([
      [259_200, 'VL-FAC-2026-000124', { unstructured: ['FAC-2026-000124'], structured: [] }],
      [259_200, 'VL-FAC-2026-000125', { unstructured: [], structured: ['RF18FAC2026000125'] }],
    ]);
    expect(s.entries[2]).toMatchObject({
      direction: 'debit',
      signedCents: -4_560,
      additionalInfo: 'FRAIS TENUE DE COMPTE',
      transactions: [],
    });
    expect(s.entries[3]).toMatchObject({ status: 'PDNG', amountCents: 10_000 });
  });

  it('reads the 001.08 forms (status as <Cd>, dates as DtTm) and an empty statement', () => {
    const v8 = camt053([{ amount: '12.00' }], { namespace: 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08' })
      .replace('<Sts>BOOK</Sts>', '<Sts><Cd>BOOK</Cd></Sts>')
      .replace('<BookgDt><Dt>2026-12-10</Dt></BookgDt>', '<BookgDt><DtTm>2026-12-10T09:15:00+01:00</DtTm></BookgDt>');
    expect(parseCamt053(v8).statements[0].entries[0]).toMatchObject({
      status: 'BOOK',
      bookingDate: '2026-12-10',
      amountCents: 1_200,
    });
    const empty = parseCamt053(camt053([]));
    expect(empty.statements[0]).toMatchObject({
      entries: [],
      openingBalanceCents: 1_000_000,
      closingBalanceCents: 1_000_000,
    });
  });

  it('refuses another message, a truncated file, a statement whose balances disagree — in French', () => {
    expect(formatFailure(() => parseCamt053(pain002([])))).toMatchObject({
      code: 'wrong_message',
      message: 'Le fichier n’est pas un relevé camt.053.',
    });
    expect(formatFailure(() => parseCamt053(statement.replace('camt.053.001.02', 'camt.052.001.02'))).message).toBe(
      'Le fichier n’est pas un relevé camt.053.',
    );
    expect(formatFailure(() => parseCamt053('Date;Libellé;Montant\n10/12/2026;VIR;12,00'))).toMatchObject({
      code: 'wrong_message',
    });
    expect(formatFailure(() => parseCamt053(statement.slice(0, statement.length / 2)))).toMatchObject({
      code: 'malformed',
      message: 'Fichier tronqué ou mal formé.',
    });
    expect(formatFailure(() => parseCamt053(statement.slice(0, 30)))).toMatchObject({ code: 'malformed' });
    expect(
      formatFailure(() => parseCamt053(statement.replace('<Amt Ccy="EUR">45.60</Amt>', '<Amt Ccy="EUR">45,6O</Amt>')))
        .code,
    ).toBe('malformed');
    const wrongClosing = camt053([{ amount: '2592.00' }], { closing: '12592.01' });
    expect(formatFailure(() => parseCamt053(wrongClosing))).toMatchObject({
      code: 'inconsistent',
      message:
        'Relevé 20261210-FR7630004008190001234567879 incohérent : le solde d’ouverture et les opérations comptabilisées ne donnent pas le solde de clôture (écart de 0,01 €).',
    });
  });

  it('accepts a BOM and reads amounts to the cent without floating point', () => {
    const file = parseCamt053(`\uFEFF${camt053([{ amount: '0.10' }, { amount: '0.20' }, { amount: '999999999.99' }])}`);
    expect(file.statements[0].entries.map((e) => e.amountCents)).toEqual([10, 20, 99_999_999_999]);
  });
});

describe('direct debit rejects and returns (R-transactions)', () => {
  it('pain.002: each rejected debit with its original id, amount, mandate and French reason — an unknown id included', () => {
    const report = parsePain002(
      pain002([
        { endToEndId: 'VL-FAC-2026-000124', amount: '2592.00', reason: 'AM04' },
        { endToEndId: 'VL-INCONNU-000001', amount: '10.00', reason: 'MD01' },
      ]),
    );
    expect(report).toMatchObject({
      messageId: 'PSR-20261211-001',
      originalMessageId: 'VL-PRLV-20261210-01',
      groupStatus: 'PART',
    });
    expect(report.rejects).toEqual([
      {
        originalEndToEndId: 'VL-FAC-2026-000124',
        originalMessageId: 'VL-PRLV-20261210-01',
        originalPaymentInfoId: 'VL-PRLV-20261210-01-1',
        amountCents: 259_200,
        reasonCode: 'AM04',
        reasonLabel: 'Provision insuffisante',
        reasonText: undefined,
        mandateId: 'VL-RUM-2026-00042',
        debtorName: "Optique l'Oeil Vif",
        debtorIban: 'FR7610107001750012345678929',
        date: '2026-12-10',
      },
      expect.objectContaining({
        originalEndToEndId: 'VL-INCONNU-000001',
        reasonCode: 'MD01',
        reasonLabel: 'Pas de mandat',
        amountCents: 1_000,
      }),
    ]);
  });

  it('pain.002: a whole file refused says so, with its reason', () => {
    const refused = pain002([], 'RJCT').replace(
      '<GrpSts>RJCT</GrpSts>',
      '<GrpSts>RJCT</GrpSts><StsRsnInf><Rsn><Cd>FF01</Cd></Rsn></StsRsnInf>',
    );
    expect(parsePain002(refused)).toMatchObject({
      groupStatus: 'RJCT',
      groupReasonCode: 'FF01',
      groupReasonLabel: 'Format de fichier incorrect',
      rejects: [],
    });
  });

  it('camt.054: the returned debits only (not the collection’s credit), with their reason in French', () => {
    const notification = parseCamt054(
      camt054([{ endToEndId: 'VL-FAC-2026-000125', amount: '2592.00', reason: 'MD06' }]),
    );
    expect(notification.accountIban).toBe('FR7630004008190001234567879');
    expect(notification.returns).toEqual([
      {
        originalEndToEndId: 'VL-FAC-2026-000125',
        originalMessageId: 'VL-PRLV-20261210-01',
        originalPaymentInfoId: 'VL-PRLV-20261210-01-1',
        amountCents: 259_200,
        reasonCode: 'MD06',
        reasonLabel: 'Remboursement demandé par le débiteur',
        reasonText: 'Retour impayé',
        mandateId: 'VL-RUM-2026-00042',
        debtorName: "Optique l'Oeil Vif",
        debtorIban: 'FR7610107001750012345678929',
        date: '2026-12-15',
        bookingDate: '2026-12-15',
        transactionCode: 'PMNT/RDDT/UPDD',
        bankReference: 'RET1',
      },
    ]);
  });

  it('refuses a camt.053 given as a reject file, and a truncated report', () => {
    expect(formatFailure(() => parsePain002(statement)).message).toBe(
      'Le fichier n’est pas un compte rendu de rejets pain.002.',
    );
    expect(formatFailure(() => parseCamt054(statement)).message).toBe(
      'Le fichier n’est pas un avis d’opérations camt.054.',
    );
    const report = pain002([{ endToEndId: 'X', amount: '1.00', reason: 'AC04' }]);
    expect(formatFailure(() => parsePain002(report.slice(0, report.indexOf('</TxInfAndSts>')))).message).toBe(
      'Fichier tronqué ou mal formé.',
    );
  });

  it('names in French the reasons French banks send, and says when a code is not in the list', () => {
    expect(RETURN_REASONS).toMatchObject({
      AM04: 'Provision insuffisante',
      AC04: 'Compte clôturé',
      AC06: 'Compte bloqué',
      MD01: 'Pas de mandat',
      MD06: 'Remboursement demandé par le débiteur',
      MS02: 'Refus du débiteur',
      MS03: 'Raison non communiquée',
      AC01: 'Identifiant de compte incorrect',
      AG01: 'Opération interdite sur ce compte',
    });
    // The EPC's SDD reason codes for R-transactions (rulebook CORE and B2B, guidance EPC173-14).
    for (const code of [
      'AC13',
      'AG02',
      'AM05',
      'BE05',
      'CNOR',
      'DNOR',
      'FF01',
      'MD02',
      'MD07',
      'RC01',
      'RR01',
      'RR02',
      'RR03',
      'RR04',
      'SL01',
      'FOCR',
      'DUPL',
      'TECH',
      'FRAD',
      'CUST',
    ])
      expect(RETURN_REASONS[code], code).toMatch(/^[A-ZÉ]/);
    expect(returnReasonLabel('am04')).toBe('Provision insuffisante');
    expect(returnReasonLabel('ZZ99')).toBe('Motif non répertorié (code ZZ99)');
    expect(returnReasonLabel(undefined)).toBe('Motif non communiqué');
  });
});

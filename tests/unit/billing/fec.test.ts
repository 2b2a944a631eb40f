import { describe, expect, it } from 'vitest';
import {
  buildFec,
  encodeFecLatin9,
  FEC_COLUMNS,
  fecFileName,
  type FecLine,
} from '../../../supabase/functions/_shared/billing/fec';
import { bankJournalEntry, salesJournalEntry } from '../../../supabase/functions/_shared/billing/fec-entries';
import { creditNote, invoice, roundingInvoice } from './fixtures';

/** The accounting export (issue 36 §5): the FEC of the sales and bank journals. */
const sales = [
  ...salesJournalEntry(invoice, { entryNumber: 'VE2026-000001', validationDate: '2026-12-01' }, undefined, {
    code: 'AA',
    date: '2026-12-10',
  }),
  ...salesJournalEntry(roundingInvoice, { entryNumber: 'VE2026-000002', validationDate: '2026-12-01' }),
  ...salesJournalEntry(creditNote, { entryNumber: 'VE2026-000003', validationDate: '2026-12-05' }),
];
const bank = [
  ...bankJournalEntry(
    {
      kind: 'received',
      reference: 'BQ-778899',
      date: '2026-12-10',
      amountCents: 259_200,
      customer: { accountCode: 'C000042', name: invoice.buyer.name },
      invoiceNumbers: ['FAC-2026-000123'],
    },
    { entryNumber: 'BQ2026-000001', validationDate: '2026-12-11' },
    undefined,
    { code: 'AA', date: '2026-12-10' },
  ),
  ...bankJournalEntry(
    {
      kind: 'returned',
      reference: 'RET1',
      date: '2026-12-15',
      amountCents: 268_142,
      customer: { accountCode: 'C000042', name: invoice.buyer.name },
      invoiceNumbers: ['FAC-2026-000124'],
    },
    { entryNumber: 'BQ2026-000002', validationDate: '2026-12-15' },
  ),
];
const lines = [...sales, ...bank];

const balance = (entries: FecLine[]) => entries.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0);

describe('FEC', () => {
  it('writes the 18 columns in the administration’s order, tab-separated, dates AAAAMMJJ, amounts with a comma', () => {
    const rows = buildFec(lines).split('\r\n');
    expect(rows[0]).toBe(
      'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise',
    );
    expect(FEC_COLUMNS).toHaveLength(18);
    expect(rows.at(-1)).toBe('');
    expect(rows.slice(1, -1).every((row) => row.split('\t').length === 18)).toBe(true);
    expect(rows[1].split('\t')).toEqual([
      'VE',
      'Journal des ventes',
      'VE2026-000001',
      '20261201',
      '411000',
      'Clients',
      'C000042',
      'Optique l’Œil Vif & Fils <Tours>',
      'FAC-2026-000123',
      '20261201',
      'Facture FAC-2026-000123 Optique l’Œil Vif & Fils <Tours>',
      '2592,00',
      '0,00',
      'AA',
      '20261210',
      '20261201',
      '',
      '',
    ]);
    expect(rows[2].split('\t').slice(4, 13)).toEqual([
      '706000',
      'Prestations de services',
      '',
      '',
      'FAC-2026-000123',
      '20261201',
      'Facture FAC-2026-000123 Optique l’Œil Vif & Fils <Tours> HT 20\u00a0%',
      '0,00',
      '2160,00',
    ]);
    expect(rows[3].split('\t').slice(4, 13)).toEqual([
      '445710',
      'TVA collectée',
      '',
      '',
      'FAC-2026-000123',
      '20261201',
      'Facture FAC-2026-000123 Optique l’Œil Vif & Fils <Tours> TVA 20\u00a0%',
      '0,00',
      '432,00',
    ]);
    expect(buildFec(lines, '|').split('\r\n')[0].split('|')).toEqual([...FEC_COLUMNS]);
  });

  it('books an invoice 411 debit TTC / 706 and 44571 credit, a credit note the other way, a payment 512 / 411 lettered', () => {
    const side = (entry: string) =>
      lines.filter((l) => l.entryNumber === entry).map((l) => [l.accountNumber, l.debitCents, l.creditCents]);
    expect(side('VE2026-000002')).toEqual([
      ['411000', 268_142, 0],
      ['706000', 0, 223_452],
      ['445710', 0, 44_690],
    ]);
    expect(side('VE2026-000003')).toEqual([
      ['411000', 0, 259_200],
      ['706000', 216_000, 0],
      ['445710', 43_200, 0],
    ]);
    expect(side('BQ2026-000001')).toEqual([
      ['512000', 259_200, 0],
      ['411000', 0, 259_200],
    ]);
    expect(side('BQ2026-000002')).toEqual([
      ['512000', 0, 268_142],
      ['411000', 268_142, 0],
    ]);
    // The invoice's customer line and its payment carry the same lettering.
    expect(
      lines.filter((l) => l.letteringCode === 'AA').map((l) => [l.journalCode, l.accountNumber, l.auxiliaryNumber]),
    ).toEqual([
      ['VE', '411000', 'C000042'],
      ['BQ', '411000', 'C000042'],
    ]);
  });

  it('debits equal credits in every entry and overall, and an unbalanced entry is refused', () => {
    const entries = new Set(lines.map((l) => `${l.journalCode} ${l.entryNumber}`));
    expect(entries.size).toBe(5);
    for (const entry of entries)
      expect(balance(lines.filter((l) => `${l.journalCode} ${l.entryNumber}` === entry)), entry).toBe(0);
    expect(balance(lines)).toBe(0);
    const rows = buildFec(lines)
      .split('\r\n')
      .slice(1, -1)
      .map((row) => row.split('\t'));
    const total = (column: number) =>
      rows.reduce((sum, row) => sum + Math.round(Number(row[column].replace(',', '.')) * 100), 0);
    expect(total(11)).toBe(total(12));
    const unbalanced = lines.map((l, i) => (i === 1 ? { ...l, creditCents: l.creditCents + 1 } : l));
    expect(() => buildFec(unbalanced)).toThrow(
      'Le FEC ne peut pas être produit. Écriture VE VE2026-000001 déséquilibrée de -0,01 €.',
    );
  });

  it('keeps a tab, a pipe or a line break typed in a label from shifting the columns', () => {
    const [first, ...rest] = lines;
    const row = buildFec([{ ...first, label: 'Loyer\tdécembre|2026\r\nsuite' }, ...rest]).split('\r\n')[1];
    expect(row.split('\t')).toHaveLength(18);
    expect(row.split('\t')[10]).toBe('Loyer décembre 2026 suite');
  });

  it('names the file SIRENFECAAAAMMJJ.txt and encodes it in ISO 8859-15', () => {
    expect(fecFileName('912345675', '2026-12-31')).toBe('912345675FEC20261231.txt');
    expect(() => fecFileName('912345678', '2026-12-31')).toThrow(
      'SIREN invalide : la clé de contrôle ne correspond pas.',
    );
    expect([...encodeFecLatin9('Œuvre à 40 € – l’été')]).toEqual([
      0xbc,
      ...[...'uvre '].map((c) => c.charCodeAt(0)),
      0xe0,
      0x20,
      0x34,
      0x30,
      0x20,
      0xa4,
      0x20,
      0x2d,
      0x20,
      0x6c,
      0x27,
      0xe9,
      0x74,
      0xe9,
    ]);
    expect([...encodeFecLatin9('漢')]).toEqual([0x3f]);
  });
});

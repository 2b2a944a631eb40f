import { describe, expect, it } from 'vitest';
import { decodeBankText, parseBankCsv } from '../../../supabase/functions/_shared/billing/bank-csv';
import { formatFailure } from './format-failure';

/** A statement exported as CSV by a French bank's website (issue 36 §4). */
const export1 = [
  'Compte courant n° 00012345678;;;;',
  'Période du 01/12/2026 au 15/12/2026;;;;',
  '',
  'Date;Date de valeur;Libellé;Débit;Crédit',
  "10/12/2026;11/12/2026;VIR SEPA OPTIQUE L'OEIL VIF FAC-2026-000123;;2 592,00",
  '11/12/2026;11/12/2026;PRLV SEPA EDF;-1 234,56;',
  '12/12/2026;12/12/2026;"REMISE ""CB""; MAGASIN";;0,10',
].join('\r\n');

const mapping = { date: 'Date', valueDate: 'Date de valeur', label: 'Libellé', debit: 'Débit', credit: 'Crédit' };

/** Windows-1252 bytes of a text (what « Latin-1 » exports hold). */
const latin1 = (text: string) => new Uint8Array([...text].map((char) => (char === '€' ? 0x80 : char.charCodeAt(0))));

describe('bank statement CSV', () => {
  it('finds the header below the account details and reads debit and credit columns, decimal commas, French dates', () => {
    expect(parseBankCsv(export1, mapping)).toEqual([
      {
        line: 5,
        date: '2026-12-10',
        valueDate: '2026-12-11',
        label: "VIR SEPA OPTIQUE L'OEIL VIF FAC-2026-000123",
        amountCents: 259_200,
        reference: undefined,
      },
      {
        line: 6,
        date: '2026-12-11',
        valueDate: '2026-12-11',
        label: 'PRLV SEPA EDF',
        amountCents: -123_456,
        reference: undefined,
      },
      {
        line: 7,
        date: '2026-12-12',
        valueDate: '2026-12-12',
        label: 'REMISE "CB"; MAGASIN',
        amountCents: 10,
        reference: undefined,
      },
    ]);
  });

  it('reads Latin-1 bytes and UTF-8 bytes with a BOM to the same text', () => {
    const text = 'Date;Libellé;Montant\n10/12/2026;Loyer échu – 2 160 €;2160,00\n';
    const fromLatin1 = parseBankCsv(latin1(text.replace('–', '-')), {
      date: 'Date',
      label: 'Libellé',
      amount: 'Montant',
    });
    const fromUtf8 = parseBankCsv(
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text.replace('–', '-'))]),
      { date: 'Date', label: 'Libellé', amount: 'Montant' },
    );
    expect(fromLatin1).toEqual(fromUtf8);
    expect(fromLatin1[0]).toMatchObject({ label: 'Loyer échu - 2 160 €', amountCents: 216_000 });
    expect(decodeBankText(latin1('Crédit'))).toBe('Crédit');
  });

  it('reads one signed amount column, thousands with dots or spaces', () => {
    const lines = parseBankCsv(
      'Date opération;Libellé;Montant;Référence\n01/12/2026;A;1.234,50;R1\n02/12/2026;B;-12;R2\n',
      {
        date: 'Date opération',
        label: 'Libellé',
        amount: 'Montant',
        reference: 'Référence',
      },
    );
    expect(lines.map((line) => [line.amountCents, line.reference])).toEqual([
      [123_450, 'R1'],
      [-1_200, 'R2'],
    ]);
  });

  it('refuses a file without the mapped columns, and imports nothing when a line cannot be read', () => {
    expect(
      formatFailure(() =>
        parseBankCsv('Date;Libellé;Somme\n10/12/2026;x;1,00', { date: 'Date', label: 'Libellé', amount: 'Montant' }),
      ),
    ).toMatchObject({
      code: 'missing_column',
      message: 'Colonne introuvable dans le fichier : « Montant ».',
    });
    const error = formatFailure(() =>
      parseBankCsv('Date;Libellé;Montant\n32/12/2026;x;1,00\n10/12/2026;y;douze\n11/12/2026;z;3,00', {
        date: 'Date',
        label: 'Libellé',
        amount: 'Montant',
      }),
    );
    expect(error).toMatchObject({
      code: 'invalid_row',
      message: 'Le relevé n’a pas été importé : 2 lignes illisibles.',
    });
    expect(error.details).toEqual([
      'Ligne 2 : date « 32/12/2026 » illisible (JJ/MM/AAAA attendu).',
      'Ligne 3 : montant illisible.',
    ]);
    expect(() => parseBankCsv('x', { date: 'Date', label: 'Libellé' })).toThrow(
      'Indiquez la colonne du montant, ou celles du débit et du crédit.',
    );
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toFrenchCsv } from './csv';

describe('toFrenchCsv', () => {
  it('writes UTF-8 with BOM, semicolons and CRLF, quoting only what needs it', () => {
    const csv = toFrenchCsv(['Client', 'Montant', 'Note'], [
      ['Boulangerie « Dupont »', '1 234,50 €', 'Livraison; étage 2'],
      ['Café "Lumière"', '89,90 €', 'Ligne 1\nLigne 2'],
    ]);
    expect(csv.startsWith('\uFEFFClient;Montant;Note\r\n')).toBe(true);
    expect(csv).toContain('Boulangerie « Dupont »;1 234,50 €;"Livraison; étage 2"\r\n');
    expect(csv).toContain('"Café ""Lumière""";89,90 €;"Ligne 1\nLigne 2"\r\n');
  });

  it.each(['=HYPERLINK("http://x")', '+33 6 12', '-1+1', '@SUM(A1)', '\tcaché', '\rretour'])(
    'neutralises a cell starting like a formula: %j',
    (value) => {
      const csv = toFrenchCsv(['Valeur'], [[value]]);
      const [, row] = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
      expect(row[0]).toBe(`'${value}`);
    },
  );

  it('writes empty cells for missing values', () => {
    expect(toFrenchCsv(['A', 'B'], [[null, undefined]])).toBe('\uFEFFA;B\r\n;\r\n');
  });
});

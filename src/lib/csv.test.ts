import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDateTime, csvDay, csvDecimal, csvFileName, csvLines, toFrenchCsv } from './csv';

describe('toFrenchCsv', () => {
  it('writes UTF-8 with BOM, semicolons and CRLF, quoting only what needs it', () => {
    const csv = toFrenchCsv(
      ['Client', 'Montant', 'Note'],
      [
        ['Boulangerie « Dupont »', '1 234,50 €', 'Livraison; étage 2'],
        ['Café "Lumière"', '89,90 €', 'Ligne 1\nLigne 2'],
      ],
    );
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

  it.each([
    [' =1+1', 'a space'],
    ['\u00a0=HYPERLINK("http://x")', 'a no-break space'],
    ["\uFEFF=cmd|' /C calc'!A0", 'a byte order mark'],
    ['\u2003+33 6 12', 'an em space'],
    ['\u200B@SUM(A1)', 'a zero-width space'],
    ['\u202F-1+1', 'a narrow no-break space'],
    ['  \t =1', 'spaces and a tab'],
    ['\r\n=1', 'a line break'],
    ['\uFF1D1+1', 'a full-width equals sign'],
  ])('neutralises a formula behind %j (%s)', (value) => {
    const csv = toFrenchCsv(['Valeur'], [[value]]);
    const [, row] = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(row[0]).toBe(`'${value}`);
  });

  it('neutralises a formula on the first line of a cell that holds several', () => {
    const csv = toFrenchCsv(['Valeur'], [['=1+1\nsuite']]);
    const [, row] = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(row[0]).toBe("'=1+1\nsuite");
  });

  it.each(['Jean Dupont', ' Société', 'a=b', '12,50', '\u00a0100 €'])('leaves a plain cell as it is: %j', (value) => {
    const csv = toFrenchCsv(['Valeur'], [[value]]);
    const [, row] = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(row[0]).toBe(value);
  });

  it('writes empty cells for missing values', () => {
    expect(toFrenchCsv(['A', 'B'], [[null, undefined]])).toBe('\uFEFFA;B\r\n;\r\n');
  });
});

describe('French cells', () => {
  it('writes decimals with a comma and no thousands separator, so Excel reads a number', () => {
    expect(csvDecimal(1234567.5)).toBe('1234567,50');
    expect(csvDecimal('89.9')).toBe('89,90');
    expect(csvDecimal(0)).toBe('0,00');
    expect(csvDecimal(2.345, 1)).toBe('2,3');
    expect(csvDecimal(null)).toBe('');
    expect(csvDecimal('abc')).toBe('');
  });

  it('writes dates and times in Paris time, as fr-FR, whatever the time zone of the computer', () => {
    expect(csvDateTime('2026-11-20T14:05:00.000Z')).toBe('20/11/2026 15:05');
    // Summer time, and a UTC evening that is already the next day in Paris.
    expect(csvDateTime('2026-07-01T22:30:00+00:00')).toBe('02/07/2026 00:30');
    expect(csvDateTime(null)).toBe('');
    expect(csvDateTime('pas une date')).toBe('');
  });

  it('writes a calendar day as written, and names the file after the Paris day', () => {
    expect(csvDay('2026-12-01')).toBe('01/12/2026');
    expect(csvDay(null)).toBe('');
    expect(csvFileName('commandes', new Date('2026-11-24T23:30:00Z'))).toBe('commandes-2026-11-25.csv');
  });

  it('builds lines that join into one file: one header, then every page', () => {
    const file =
      CSV_BOM +
      csvLines([['Montant', 'Date']]) +
      csvLines([[csvDecimal(10.5), csvDateTime('2026-11-20T14:05:00Z')]]) +
      csvLines([]);
    expect(file).toBe('\uFEFFMontant;Date\r\n10,50;20/11/2026 15:05\r\n');
  });
});

import Papa from 'papaparse';

/**
 * A CSV file French Excel opens as it is: UTF-8 with a BOM, `;` between cells, CRLF lines.
 * Cells starting with =, +, -, @, tab or CR are prefixed with a quote (OWASP CSV injection), by
 * papaparse's escapeFormulae, so a value typed on a public form never runs as a formula.
 * Numbers and dates arrive already formatted (fr-FR): this only lays them out.
 */
export function toFrenchCsv(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  const body = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell)))) },
    { delimiter: ';', newline: '\r\n', quotes: false, escapeFormulae: true },
  );
  return `\uFEFF${body}\r\n`;
}

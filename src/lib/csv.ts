import Papa from 'papaparse';

/** What a cell may hold; numbers and dates arrive already formatted (see the helpers below). */
export type CsvCell = string | number | null | undefined;

/** UTF-8's byte order mark: without it, Excel reads the file as Windows-1252. */
export const CSV_BOM = '\uFEFF';

/**
 * How a formula may start once the spreadsheet has skipped what it ignores: spaces of every kind
 * (a space, a no-break space, an em space…), line breaks and invisible format characters (a
 * byte order mark, a zero-width space) in front of =, +, - or @, or of their full-width forms.
 * A tab or a line break at the very start counts too (OWASP CSV injection).
 */
const FORMULA_START = /^[\p{White_Space}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/u;

/** A cell a spreadsheet could run, prefixed with a quote so it reads as text; any other as it is. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Lines of a CSV file French Excel opens as it is: `;` between cells, CRLF after every line,
 * quotes only where needed. A cell that could start a formula is prefixed with a quote
 * (neutralizeFormula), so a value typed on a public form never runs as one. papaparse's own
 * escapeFormulae is not used: it looks at the first character only, and not at all when the
 * cell holds a line break.
 */
export function csvLines(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  if (rows.length === 0) return '';
  const text = Papa.unparse(
    rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : neutralizeFormula(String(cell))))),
    { delimiter: ';', newline: '\r\n', quotes: false, escapeFormulae: false },
  );
  return `${text}\r\n`;
}

/** A whole file: UTF-8 with a BOM, the headers, then the rows. */
export function toFrenchCsv(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return `${CSV_BOM}${csvLines([headers, ...rows])}`;
}

let decimalFormats: Map<number, Intl.NumberFormat> | undefined;

/**
 * 1234.5 → « 1234,50 »: a decimal comma and no thousands separator, which French Excel reads as
 * a number (a space between thousands would make it text).
 */
export function csvDecimal(value: number | string | null | undefined, digits = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '';
  decimalFormats ??= new Map();
  let format = decimalFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    decimalFormats.set(digits, format);
  }
  return format.format(n);
}

/** Dates of the files are Paris dates, whatever the time zone of the computer that exports. */
export const CSV_TIME_ZONE = 'Europe/Paris';
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** A timestamp → « 20/11/2026 15:05 » (Paris time), as French Excel reads a date and time. */
export function csvDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat('fr-FR', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: CSV_TIME_ZONE,
  });
  return dateTimeFormat.format(date).replace(',', '');
}

/** A `date` column ('2026-12-01') → « 01/12/2026 », the calendar day as written. */
export function csvDay(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** « commandes-2026-11-25.csv »: the list's name and the Paris day of the export. */
export function csvFileName(name: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: CSV_TIME_ZONE,
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${name}-${parts.year}-${parts.month}-${parts.day}.csv`;
}

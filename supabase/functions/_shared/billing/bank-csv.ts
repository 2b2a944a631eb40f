// A statement exported as CSV by a French bank's website: « ; » between fields, decimal comma,
// dd/mm/yyyy dates, Latin-1 (Windows-1252) or UTF-8 with a BOM, a few lines of account details
// before the header, and either one signed amount column or a debit and a credit column.
import Papa from 'papaparse';
import { BillingFormatError } from './format-error.ts';
import { decimalToCents } from './money.ts';

/** The headers of the columns to read, as the bank writes them. */
export interface BankCsvMapping {
  date: string;
  valueDate?: string;
  label: string;
  /** One signed amount (credits positive)… */
  amount?: string;
  /** …or two columns, each read as a positive amount. */
  debit?: string;
  credit?: string;
  reference?: string;
}

export interface BankCsvLine {
  /** Line number in the file (1-based), to point at it. */
  line: number;
  date: string;
  valueDate?: string;
  label: string;
  /** Signed: credits positive, debits negative. */
  amountCents: number;
  reference?: string;
}

/**
 * Windows-1252's characters in 0x80–0x9F, where it differs from ISO 8859-1. Node's TextDecoder
 * (20 and earlier) decodes « windows-1252 » as ISO 8859-1 and leaves the euro sign a control
 * character; Deno's is right. Mapping them here gives the same text on both.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** The bytes as text: UTF-8 when it has a BOM or decodes cleanly, else Windows-1252 (« Latin-1 »). */
export function decodeBankText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]);
  }
}

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

function isoDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1 ? `${y}-${m}-${d}` : null;
}

/** The lines of a bank CSV export, or a BillingFormatError naming each line it cannot read. */
export function parseBankCsv(input: string | Uint8Array, mapping: BankCsvMapping): BankCsvLine[] {
  if (!mapping.amount && !(mapping.debit && mapping.credit))
    throw new BillingFormatError('invalid_data', 'Indiquez la colonne du montant, ou celles du débit et du crédit.');
  const text = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : decodeBankText(input);
  // Empty lines kept (and skipped below) so that a row's index is its line in the file. Typed here:
  // under Deno, papaparse comes without its types.
  const rows: string[][] = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: false }).data;
  const wanted = [
    mapping.date,
    mapping.label,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.valueDate,
    mapping.reference,
  ].filter((name): name is string => Boolean(name));
  // The header is the first row naming every mapped column (banks put account details above it).
  const headerIndex = rows.findIndex((row) => wanted.every((name) => row.map(normalise).includes(normalise(name))));
  if (headerIndex < 0) {
    const first = rows.find((row) => row.length > 1)?.map(normalise) ?? [];
    const missing = wanted.filter((name) => !first.includes(normalise(name)));
    throw new BillingFormatError(
      'missing_column',
      `Colonne${missing.length > 1 ? 's' : ''} introuvable${missing.length > 1 ? 's' : ''} dans le fichier : ${missing.map((name) => `« ${name} »`).join(', ')}.`,
    );
  }
  const header = rows[headerIndex].map(normalise);
  const column = (name: string | undefined) => (name ? header.indexOf(normalise(name)) : -1);
  const at = (row: string[], name: string | undefined) => (column(name) >= 0 ? (row[column(name)] ?? '').trim() : '');
  const problems: string[] = [];
  const lines: BankCsvLine[] = [];
  rows.slice(headerIndex + 1).forEach((row, offset) => {
    const line = headerIndex + offset + 2;
    if (row.every((cell) => !cell.trim())) return;
    const date = isoDate(at(row, mapping.date));
    const valueDate = mapping.valueDate && at(row, mapping.valueDate) ? isoDate(at(row, mapping.valueDate)) : undefined;
    let amountCents: number | null;
    if (mapping.amount) amountCents = decimalToCents(at(row, mapping.amount));
    else {
      const [debit, credit] = [at(row, mapping.debit), at(row, mapping.credit)];
      const debitCents = debit ? decimalToCents(debit) : 0;
      const creditCents = credit ? decimalToCents(credit) : 0;
      amountCents =
        debitCents === null || creditCents === null || (!debit && !credit) ? null : creditCents - Math.abs(debitCents);
    }
    if (!date) problems.push(`Ligne ${line} : date « ${at(row, mapping.date)} » illisible (JJ/MM/AAAA attendu).`);
    if (valueDate === null)
      problems.push(`Ligne ${line} : date de valeur « ${at(row, mapping.valueDate)} » illisible.`);
    if (amountCents === null) problems.push(`Ligne ${line} : montant illisible.`);
    if (date && amountCents !== null && valueDate !== null)
      lines.push({
        line,
        date,
        valueDate: valueDate ?? undefined,
        label: at(row, mapping.label),
        amountCents,
        reference: at(row, mapping.reference) || undefined,
      });
  });
  if (problems.length)
    throw new BillingFormatError(
      'invalid_row',
      `Le relevé n’a pas été importé : ${problems.length} ligne${problems.length > 1 ? 's' : ''} illisible${problems.length > 1 ? 's' : ''}.`,
      problems,
    );
  return lines;
}

// The FEC (fichier des écritures comptables, LPF art. L47 A and A47 A-1): the 18 columns in the
// administration's order, a header line, tab (or « | ») between fields, dates AAAAMMJJ, amounts
// with a decimal comma, named SIRENFECAAAAMMJJ.txt after the closing date of the fiscal year.
import { BillingFormatError, throwIfProblems } from './format-error.ts';
import { checkSiren } from './identifiers.ts';
import { centsToDecimal } from './money.ts';

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** One line of an accounting entry; dates YYYY-MM-DD, amounts in cents (one side is 0). */
export interface FecLine {
  journalCode: string;
  journalLabel: string;
  entryNumber: string;
  entryDate: string;
  accountNumber: string;
  accountLabel: string;
  auxiliaryNumber?: string | null;
  auxiliaryLabel?: string | null;
  pieceRef: string;
  pieceDate: string;
  label: string;
  debitCents: number;
  creditCents: number;
  letteringCode?: string | null;
  letteringDate?: string | null;
  validationDate: string;
  /** Amount in the foreign currency and its code, for a line not in euros. */
  currencyAmountCents?: number | null;
  currency?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const fecDate = (iso: string | null | undefined) => (iso ? iso.replaceAll('-', '') : '');
const fecAmount = (cents: number) => centsToDecimal(cents, ',');

/** Debits equal credits in every entry (journal + number), or the list of those that do not. */
export function unbalancedEntries(lines: readonly FecLine[]): string[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.journalCode} ${line.entryNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + line.debitCents - line.creditCents);
  }
  return [...totals]
    .filter(([, balance]) => balance !== 0)
    .map(([key, balance]) => `Écriture ${key} déséquilibrée de ${fecAmount(balance)} €.`);
}

/** The FEC text (header line and one line per entry line, CRLF); refuses an unbalanced entry. */
export function buildFec(lines: readonly FecLine[], separator: '\t' | '|' = '\t'): string {
  const problems: string[] = [...unbalancedEntries(lines)];
  lines.forEach((line, index) => {
    if (![line.entryDate, line.pieceDate, line.validationDate].every((date) => DAY.test(date)))
      problems.push(`Ligne ${index + 1} : date invalide.`);
    if (line.debitCents < 0 || line.creditCents < 0 || (line.debitCents > 0 && line.creditCents > 0))
      problems.push(`Ligne ${index + 1} : un montant positif au débit ou au crédit, pas aux deux.`);
  });
  throwIfProblems(problems, 'Le FEC ne peut pas être produit.');
  // A field may not hold the separator nor a line break: they would shift the columns.
  const clean = (value: string | null | undefined) => (value ?? '').replace(/[\t|\r\n]+/g, ' ').trim();
  const rows = lines.map((line) =>
    [
      line.journalCode,
      line.journalLabel,
      line.entryNumber,
      fecDate(line.entryDate),
      line.accountNumber,
      line.accountLabel,
      line.auxiliaryNumber,
      line.auxiliaryLabel,
      line.pieceRef,
      fecDate(line.pieceDate),
      line.label,
      fecAmount(line.debitCents),
      fecAmount(line.creditCents),
      line.letteringCode,
      fecDate(line.letteringDate),
      fecDate(line.validationDate),
      line.currencyAmountCents == null ? '' : fecAmount(line.currencyAmountCents),
      line.currency,
    ]
      .map(clean)
      .join(separator),
  );
  return [FEC_COLUMNS.join(separator), ...rows].join('\r\n') + '\r\n';
}

/** « 912345675FEC20261231.txt »: SIREN, FEC, closing date of the fiscal year. */
export function fecFileName(siren: string, closingDate: string): string {
  const check = checkSiren(siren);
  if (!check.ok) throw new BillingFormatError('invalid_data', check.message);
  if (!DAY.test(closingDate))
    throw new BillingFormatError('invalid_data', 'Date de clôture invalide (AAAA-MM-JJ attendu).');
  return `${check.value}FEC${fecDate(closingDate)}.txt`;
}

/** ISO 8859-15 differs from Latin-1 in eight places, the euro sign among them. */
const LATIN9: Record<string, number> = { '€': 0xa4, Š: 0xa6, š: 0xa8, Ž: 0xb4, ž: 0xb8, Œ: 0xbc, œ: 0xbd, Ÿ: 0xbe };
const LATIN1_ONLY = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);
const TYPOGRAPHIC: Record<string, string> = {
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '\u202f': ' ',
  '…': '...',
};

/**
 * The FEC's bytes in ISO 8859-15, one of the encodings A47 A-1 names: typographic signs become
 * their plain forms, a character the encoding lacks becomes « ? ».
 */
export function encodeFecLatin9(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    for (const plain of TYPOGRAPHIC[char] ?? char) {
      const code = plain.charCodeAt(0);
      out.push(LATIN9[plain] ?? (code < 0x100 && !LATIN1_ONLY.has(code) ? code : 0x3f));
    }
  }
  return new Uint8Array(out);
}

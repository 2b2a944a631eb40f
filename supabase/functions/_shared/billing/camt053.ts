// The bank statement (camt.053, any version 001.02 to 001.13): statements, balances, entries
// and, inside each entry, the transactions a batched booking groups (several TxDtls).
import { amount, isoDay, list, readBankMessage, text, type XmlNode } from './bank-xml.ts';
import {
  direction,
  signed,
  transactionCode,
  transactionDetails,
  type Direction,
  type StatementTransaction,
} from './camt-entry.ts';
import { BillingFormatError } from './format-error.ts';

export type { Direction, StatementTransaction } from './camt-entry.ts';

export interface StatementEntry {
  /** Signed by direction in `signedCents`; `amountCents` is the amount as written (positive). */
  amountCents: number;
  signedCents: number;
  direction: Direction;
  /** BOOK (booked), PDNG (pending), INFO. */
  status: string;
  bookingDate?: string;
  valueDate?: string;
  entryReference?: string;
  bankReference?: string;
  /** ISO bank transaction code, « PMNT/RCDT/ESCT », or the proprietary one. */
  transactionCode?: string;
  reversal: boolean;
  /** The entry's free text (AddtlNtryInf): where many banks put the label of an unbatched credit. */
  additionalInfo?: string;
  transactions: StatementTransaction[];
}

export interface Balance {
  /** OPBD, CLBD, PRCD, ITBD, CLAV… */
  type: string;
  signedCents: number;
  date?: string;
}

export interface Statement {
  id: string;
  createdAt?: string;
  accountIban?: string;
  currency?: string;
  openingBalanceCents?: number;
  closingBalanceCents?: number;
  balances: Balance[];
  entries: StatementEntry[];
}

export interface Camt053 {
  messageId: string;
  createdAt?: string;
  statements: Statement[];
}

const CAMT053 = {
  name: 'camt.053',
  root: 'BkToCstmrStmt',
  notThisMessage: 'Le fichier n’est pas un relevé camt.053.',
  repeated: ['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlInfInd'],
} as const;

function entry(node: XmlNode): StatementEntry {
  const entryCents = amount(node, 'Amt');
  const entryDirection = direction(node);
  const details = list(node, 'NtryDtls').flatMap((group) => list(group, 'TxDtls'));
  return {
    amountCents: entryCents,
    signedCents: signed(entryCents, entryDirection),
    direction: entryDirection,
    // 001.02 writes <Sts>BOOK</Sts>, 001.08 and later <Sts><Cd>BOOK</Cd></Sts>.
    status: text(node, 'Sts', 'Cd') ?? text(node, 'Sts') ?? 'BOOK',
    bookingDate: isoDay(node, 'BookgDt'),
    valueDate: isoDay(node, 'ValDt'),
    entryReference: text(node, 'NtryRef'),
    bankReference: text(node, 'AcctSvcrRef'),
    transactionCode: transactionCode(node),
    reversal: text(node, 'RvslInd') === 'true',
    additionalInfo: text(node, 'AddtlNtryInf'),
    transactions: details.map((detail) => transactionDetails(detail, details.length === 1 ? entryCents : undefined)),
  };
}

function statement(node: XmlNode): Statement {
  const balances = list(node, 'Bal').map((balance) => ({
    type: text(balance, 'Tp', 'CdOrPrtry', 'Cd') ?? text(balance, 'Tp', 'CdOrPrtry', 'Prtry') ?? '',
    signedCents: signed(amount(balance, 'Amt'), direction(balance)),
    date: isoDay(balance, 'Dt'),
  }));
  const find = (...types: string[]) =>
    types.map((type) => balances.find((b) => b.type === type)).find(Boolean)?.signedCents;
  const parsed: Statement = {
    id: text(node, 'Id') ?? '',
    createdAt: text(node, 'CreDtTm'),
    accountIban: text(node, 'Acct', 'Id', 'IBAN'),
    currency: text(node, 'Acct', 'Ccy'),
    openingBalanceCents: find('OPBD', 'PRCD'),
    closingBalanceCents: find('CLBD'),
    balances,
    entries: list(node, 'Ntry').map(entry),
  };
  checkBalances(parsed);
  return parsed;
}

/** Opening + booked entries = closing: a statement whose figures disagree is not imported. */
function checkBalances(statement: Statement) {
  const { openingBalanceCents: opening, closingBalanceCents: closing } = statement;
  if (opening === undefined || closing === undefined) return;
  const booked = statement.entries.filter((e) => e.status === 'BOOK').reduce((sum, e) => sum + e.signedCents, 0);
  if (opening + booked !== closing)
    throw new BillingFormatError(
      'inconsistent',
      `Relevé ${statement.id} incohérent : le solde d’ouverture et les opérations comptabilisées ne donnent pas le solde de clôture (écart de ${((closing - opening - booked) / 100).toFixed(2).replace('.', ',')} €).`,
    );
}

/** A camt.053 statement file, read whole or refused with a BillingFormatError. */
export function parseCamt053(xml: string): Camt053 {
  const root = readBankMessage(xml, CAMT053);
  const messageId = text(root, 'GrpHdr', 'MsgId');
  if (!messageId)
    throw new BillingFormatError('malformed', 'Fichier tronqué ou mal formé. En-tête du relevé (GrpHdr/MsgId) absent.');
  return { messageId, createdAt: text(root, 'GrpHdr', 'CreDtTm'), statements: list(root, 'Stmt').map(statement) };
}

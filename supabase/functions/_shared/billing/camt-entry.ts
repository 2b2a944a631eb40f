// What camt.053 and camt.054 entries share: direction, bank transaction code, and the details of
// one transaction (amount, references, remittance, parties).
import { child, list, optionalAmount, text, type XmlNode } from './bank-xml.ts';
import { BillingFormatError } from './format-error.ts';

export type Direction = 'credit' | 'debit';

export interface StatementTransaction {
  /** This transaction's amount: its own (AmtDtls/TxAmt, Amt) or, alone in its entry, the entry's. */
  amountCents: number;
  endToEndId?: string;
  /** The bank's reference of the transaction (Refs/AcctSvcrRef). */
  bankReference?: string;
  mandateId?: string;
  remittance: { unstructured: string[]; structured: string[] };
  debtorName?: string;
  debtorIban?: string;
  creditorName?: string;
  creditorIban?: string;
}

export const signed = (cents: number, direction: Direction) => (direction === 'debit' ? -cents : cents);

export function direction(node: XmlNode): Direction {
  const indicator = text(node, 'CdtDbtInd');
  if (indicator === 'CRDT') return 'credit';
  if (indicator === 'DBIT') return 'debit';
  throw new BillingFormatError(
    'malformed',
    'Fichier tronqué ou mal formé. Sens d’une opération (CdtDbtInd) absent ou inconnu.',
  );
}

/** The remittance, parties and references of one TxDtls (shared with camt.054). */
export function transactionDetails(node: XmlNode, fallbackCents: number | undefined): StatementTransaction {
  const parties = child(node, 'RltdPties');
  const cents = optionalAmount(node, 'AmtDtls', 'TxAmt', 'Amt') ?? optionalAmount(node, 'Amt') ?? fallbackCents;
  if (cents === undefined)
    throw new BillingFormatError('malformed', 'Fichier tronqué ou mal formé. Montant d’une transaction absent.');
  const structured = list(node, 'RmtInf', 'Strd').flatMap((item) => {
    const reference = text(item, 'CdtrRefInf', 'Ref') ?? text(item, 'RfrdDocInf', 'Nb');
    return reference ? [reference] : [];
  });
  return {
    amountCents: cents,
    endToEndId: text(node, 'Refs', 'EndToEndId'),
    bankReference: text(node, 'Refs', 'AcctSvcrRef'),
    mandateId: text(node, 'Refs', 'MndtId'),
    remittance: {
      unstructured: list(node, 'RmtInf', 'Ustrd')
        .map((line) => text(line) ?? '')
        .filter(Boolean),
      structured,
    },
    debtorName: text(parties, 'Dbtr', 'Nm') ?? text(parties, 'Dbtr', 'Pty', 'Nm'),
    debtorIban: text(parties, 'DbtrAcct', 'Id', 'IBAN'),
    creditorName: text(parties, 'Cdtr', 'Nm') ?? text(parties, 'Cdtr', 'Pty', 'Nm'),
    creditorIban: text(parties, 'CdtrAcct', 'Id', 'IBAN'),
  };
}

export function transactionCode(node: XmlNode): string | undefined {
  const domain = child(node, 'BkTxCd', 'Domn');
  const iso = [text(domain, 'Cd'), text(domain, 'Fmly', 'Cd'), text(domain, 'Fmly', 'SubFmlyCd')].filter(Boolean);
  return iso.length ? iso.join('/') : text(node, 'BkTxCd', 'Prtry', 'Cd');
}

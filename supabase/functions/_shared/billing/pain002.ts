// The bank's status report on our direct debit file (pain.002, CstmrPmtStsRpt): the file's own
// status and, for each debit it refused, the original end-to-end id, amount and reason in French.
// An end-to-end id we never sent is returned like the others: matching it is the database's job.
import { child, list, optionalAmount, readBankMessage, text, type XmlNode } from './bank-xml.ts';
import { BillingFormatError } from './format-error.ts';
import { returnReasonLabel, type RTransaction } from './return-reasons.ts';

export interface Pain002 {
  messageId: string;
  createdAt?: string;
  originalMessageId?: string;
  /** ACCP, ACSP, PART, RJCT… for the whole file. */
  groupStatus?: string;
  /** When the whole file is refused: its reason. */
  groupReasonCode?: string;
  groupReasonLabel?: string;
  rejects: RTransaction[];
}

const PAIN002 = {
  name: 'pain.002',
  root: 'CstmrPmtStsRpt',
  notThisMessage: 'Le fichier n’est pas un compte rendu de rejets pain.002.',
  repeated: ['OrgnlPmtInfAndSts', 'TxInfAndSts', 'StsRsnInf', 'AddtlInf'],
} as const;

/** The first reason of a status node (Rsn/Cd, or the proprietary code a bank may send instead). */
export function reason(node: XmlNode): { code?: string; text?: string } {
  const first = list(node, 'StsRsnInf')[0];
  return {
    code: text(first, 'Rsn', 'Cd') ?? text(first, 'Rsn', 'Prtry'),
    text:
      list(first, 'AddtlInf')
        .map((line) => text(line))
        .filter(Boolean)
        .join(' ') || undefined,
  };
}

function reject(node: XmlNode, paymentInfoId: string | undefined, originalMessageId: string | undefined): RTransaction {
  const { code, text: reasonText } = reason(node);
  const original = child(node, 'OrgnlTxRef');
  return {
    originalEndToEndId: text(node, 'OrgnlEndToEndId'),
    originalMessageId,
    originalPaymentInfoId: paymentInfoId,
    amountCents: optionalAmount(original, 'Amt', 'InstdAmt') ?? optionalAmount(original, 'IntrBkSttlmAmt'),
    reasonCode: code,
    reasonLabel: returnReasonLabel(code),
    reasonText,
    mandateId: text(original, 'MndtRltdInf', 'MndtId'),
    debtorName: text(original, 'Dbtr', 'Nm') ?? text(original, 'Dbtr', 'Pty', 'Nm'),
    debtorIban: text(original, 'DbtrAcct', 'Id', 'IBAN'),
    date: text(original, 'ReqdColltnDt'),
  };
}

export function parsePain002(xml: string): Pain002 {
  const root = readBankMessage(xml, PAIN002);
  const messageId = text(root, 'GrpHdr', 'MsgId');
  if (!messageId)
    throw new BillingFormatError('malformed', 'Fichier tronqué ou mal formé. En-tête (GrpHdr/MsgId) absent.');
  const group = child(root, 'OrgnlGrpInfAndSts');
  const originalMessageId = text(group, 'OrgnlMsgId');
  const groupReason = reason(group);
  const rejects = list(root, 'OrgnlPmtInfAndSts').flatMap((payment) =>
    list(payment, 'TxInfAndSts')
      .filter((transaction) => (text(transaction, 'TxSts') ?? 'RJCT') === 'RJCT')
      .map((transaction) => reject(transaction, text(payment, 'OrgnlPmtInfId'), originalMessageId)),
  );
  return {
    messageId,
    createdAt: text(root, 'GrpHdr', 'CreDtTm'),
    originalMessageId,
    groupStatus: text(group, 'GrpSts'),
    groupReasonCode: groupReason.code,
    groupReasonLabel: groupReason.code ? returnReasonLabel(groupReason.code) : undefined,
    rejects,
  };
}

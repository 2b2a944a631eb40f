// The bank's debit/credit notification (camt.054, BkToCstmrDbtCdtNtfctn) read for the direct
// debits that came back after settlement (returns, refunds, reversals): the transactions with a
// return reason (RtrInf). Other notified entries (the collection's own credit) are left out.
import { isoDay, list, optionalAmount, readBankMessage, text, type XmlNode } from './bank-xml.ts';
import { transactionCode, transactionDetails } from './camt-entry.ts';
import { BillingFormatError } from './format-error.ts';
import { returnReasonLabel, type RTransaction } from './return-reasons.ts';

export interface NotifiedReturn extends RTransaction {
  bookingDate?: string;
  /** « PMNT/RDDT/UPDD »… the bank's code of the booking. */
  transactionCode?: string;
  bankReference?: string;
}

export interface Camt054 {
  messageId: string;
  createdAt?: string;
  accountIban?: string;
  returns: NotifiedReturn[];
}

const CAMT054 = {
  name: 'camt.054',
  root: 'BkToCstmrDbtCdtNtfctn',
  notThisMessage: 'Le fichier n’est pas un avis d’opérations camt.054.',
  repeated: ['Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlRtrInf'],
} as const;

function returns(entry: XmlNode): NotifiedReturn[] {
  const details = list(entry, 'NtryDtls').flatMap((group) => list(group, 'TxDtls'));
  const entryCents = details.length === 1 ? optionalAmount(entry, 'Amt') : undefined;
  return details.flatMap((detail) => {
    const code = text(detail, 'RtrInf', 'Rsn', 'Cd') ?? text(detail, 'RtrInf', 'Rsn', 'Prtry');
    if (!code) return [];
    const transaction = transactionDetails(detail, entryCents);
    return [
      {
        originalEndToEndId: transaction.endToEndId,
        originalMessageId: text(detail, 'Refs', 'MsgId'),
        originalPaymentInfoId: text(detail, 'Refs', 'PmtInfId'),
        amountCents: transaction.amountCents,
        reasonCode: code,
        reasonLabel: returnReasonLabel(code),
        reasonText:
          list(detail, 'RtrInf', 'AddtlRtrInf')
            .map((line) => text(line))
            .filter(Boolean)
            .join(' ') || undefined,
        mandateId: transaction.mandateId,
        debtorName: transaction.debtorName,
        debtorIban: transaction.debtorIban,
        date: isoDay(entry, 'BookgDt'),
        bookingDate: isoDay(entry, 'BookgDt'),
        transactionCode: transactionCode(entry),
        bankReference: transaction.bankReference ?? text(entry, 'AcctSvcrRef'),
      },
    ];
  });
}

export function parseCamt054(xml: string): Camt054 {
  const root = readBankMessage(xml, CAMT054);
  const messageId = text(root, 'GrpHdr', 'MsgId');
  if (!messageId)
    throw new BillingFormatError('malformed', 'Fichier tronqué ou mal formé. En-tête (GrpHdr/MsgId) absent.');
  const notifications = list(root, 'Ntfctn');
  return {
    messageId,
    createdAt: text(root, 'GrpHdr', 'CreDtTm'),
    accountIban: text(notifications[0], 'Acct', 'Id', 'IBAN'),
    returns: notifications.flatMap((notification) => list(notification, 'Ntry')).flatMap(returns),
  };
}

// The accounting entries billing writes, as FEC lines: the sales journal for an invoice or a
// credit note (customer 411 at the total incl. VAT, revenue 706 and VAT collected 44571 per rate),
// the bank journal for a payment received or a direct debit returned (512 against 411, lettered).
import type { FecLine } from './fec.ts';
import { invoiceFigures, type InvoiceData } from './invoice.ts';
import { frenchPercent } from './money.ts';

export interface ChartOfAccounts {
  customers: { number: string; label: string };
  revenue: { number: string; label: string };
  vatCollected: { number: string; label: string };
  bank: { number: string; label: string };
  salesJournal: { code: string; label: string };
  bankJournal: { code: string; label: string };
}

/** The plan comptable général's accounts a lessor of equipment uses (rents are services: 706). */
export const DEFAULT_CHART: ChartOfAccounts = {
  customers: { number: '411000', label: 'Clients' },
  revenue: { number: '706000', label: 'Prestations de services' },
  vatCollected: { number: '445710', label: 'TVA collectée' },
  bank: { number: '512000', label: 'Banque' },
  salesJournal: { code: 'VE', label: 'Journal des ventes' },
  bankJournal: { code: 'BQ', label: 'Journal de banque' },
};

export interface EntryNumbering {
  /** The entry's number in its journal (a continuous sequence, given by the database). */
  entryNumber: string;
  /** When the entry was validated (made irreversible), YYYY-MM-DD. */
  validationDate: string;
}

export interface Lettering {
  code: string;
  date: string;
}

const side = (cents: number, debit: boolean) =>
  debit ? { debitCents: cents, creditCents: 0 } : { debitCents: 0, creditCents: cents };

/** The sales journal entry of an invoice (411 debit) or a credit note (411 credit). */
export function salesJournalEntry(
  invoice: InvoiceData,
  numbering: EntryNumbering,
  chart: ChartOfAccounts = DEFAULT_CHART,
  lettering?: Lettering,
): FecLine[] {
  const figures = invoiceFigures(invoice);
  const isInvoice = invoice.kind === 'invoice';
  const label = `${isInvoice ? 'Facture' : 'Avoir'} ${invoice.number} ${invoice.buyer.name}`;
  const common = {
    journalCode: chart.salesJournal.code,
    journalLabel: chart.salesJournal.label,
    entryNumber: numbering.entryNumber,
    entryDate: invoice.issueDate,
    pieceRef: invoice.number,
    pieceDate: invoice.issueDate,
    label,
    validationDate: numbering.validationDate,
  };
  return [
    {
      ...common,
      accountNumber: chart.customers.number,
      accountLabel: chart.customers.label,
      auxiliaryNumber: invoice.buyer.accountCode,
      auxiliaryLabel: invoice.buyer.name,
      ...side(figures.grandTotalCents, isInvoice),
      letteringCode: lettering?.code,
      letteringDate: lettering?.date,
    },
    ...figures.vat.flatMap((vat) => [
      {
        ...common,
        accountNumber: chart.revenue.number,
        accountLabel: chart.revenue.label,
        label: `${label} HT ${frenchPercent(vat.ratePercent)}`,
        ...side(vat.basisCents, !isInvoice),
      },
      {
        ...common,
        accountNumber: chart.vatCollected.number,
        accountLabel: chart.vatCollected.label,
        label: `${label} TVA ${frenchPercent(vat.ratePercent)}`,
        ...side(vat.vatCents, !isInvoice),
      },
    ]),
  ];
}

export interface BankMovement {
  /** received: a credit on the account (transfer, collected debit); returned: a debit that came back. */
  kind: 'received' | 'returned';
  /** The bank's reference of the line (the piece). */
  reference: string;
  /** Booking date, YYYY-MM-DD. */
  date: string;
  amountCents: number;
  customer: { accountCode: string; name: string };
  /** The invoices it settles (or reopens), for the label. */
  invoiceNumbers: readonly string[];
}

/** The bank journal entry of a payment (512 debit, 411 credit) or of a returned debit (reversed). */
export function bankJournalEntry(
  movement: BankMovement,
  numbering: EntryNumbering,
  chart: ChartOfAccounts = DEFAULT_CHART,
  lettering?: Lettering,
): FecLine[] {
  const received = movement.kind === 'received';
  const label = `${received ? 'Règlement' : 'Impayé'} ${movement.invoiceNumbers.join(' ')} ${movement.customer.name}`;
  const common = {
    journalCode: chart.bankJournal.code,
    journalLabel: chart.bankJournal.label,
    entryNumber: numbering.entryNumber,
    entryDate: movement.date,
    pieceRef: movement.reference,
    pieceDate: movement.date,
    label,
    validationDate: numbering.validationDate,
  };
  return [
    {
      ...common,
      accountNumber: chart.bank.number,
      accountLabel: chart.bank.label,
      ...side(movement.amountCents, received),
    },
    {
      ...common,
      accountNumber: chart.customers.number,
      accountLabel: chart.customers.label,
      auxiliaryNumber: movement.customer.accountCode,
      auxiliaryLabel: movement.customer.name,
      ...side(movement.amountCents, !received),
      letteringCode: lettering?.code,
      letteringDate: lettering?.date,
    },
  ];
}

// An invoice or credit note as the billing formats take it (the CII XML, the PDF, the FEC), and
// its figures computed once, as EN 16931 computes them: each line net rounded to the cent, the VAT
// per rate on the sum of the line nets of that rate (BT-117 = BT-116 × rate), totals by addition.
import { BillingFormatError, throwIfProblems } from './format-error.ts';
import {
  checkBic,
  checkCreditorId,
  checkFrenchVat,
  checkIban,
  checkRum,
  checkSiren,
  checkSiret,
} from './identifiers.ts';
import { divideHalfUp, percentOf } from './money.ts';

export interface PostalAddress {
  street: string;
  /** Second line (building, floor), optional. */
  street2?: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface Seller {
  name: string;
  /** « SAS », « SARL »… */
  legalForm: string;
  /** Share capital in cents. */
  capitalCents: number;
  /** « RCS Paris 912 345 675 ». */
  rcs: string;
  siren: string;
  siret: string;
  vatNumber: string;
  address: PostalAddress;
  contact: { name: string; phone: string; email: string };
  /** Annual late-payment penalty rate, in percent (L441-10: at least three times the legal rate). */
  latePenaltyRatePercent: number;
  /** The seller opted to pay VAT on services when invoiced (« d'après les débits ») rather than when paid. */
  vatOnDebits: boolean;
}

export interface Buyer {
  name: string;
  address: PostalAddress;
  siren?: string | null;
  vatNumber?: string | null;
  /** The customer's account code in the books (CompAuxNum of the FEC), e.g. « C000123 ». */
  accountCode?: string | null;
}

export interface InvoiceLine {
  description: string;
  /** Billed quantity (unit C62, « one »), up to 4 decimals. */
  quantity: number;
  unitPriceCents: number;
  /** VAT rate in percent, category S (standard rated). */
  vatRatePercent: number;
  /** Optional detail printed under the description and sent as BT-154. */
  note?: string | null;
}

export type PaymentMeans =
  /** SEPA direct debit (code 59): the company's ICS, the mandate, the debtor's IBAN (printed masked). */
  | { kind: 'direct_debit'; creditorId: string; mandateId: string; debtorIban: string }
  /** Credit transfer to the company (30 credit transfer, 58 SEPA credit transfer). */
  | { kind: 'credit_transfer'; code: 30 | 58; iban: string; bic?: string | null; accountName?: string | null };

export interface InvoiceData {
  kind: 'invoice' | 'credit_note';
  /** FAC-YYYY-NNNNNN, or AVO-YYYY-NNNNNN for a credit note. */
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  dueDate: string;
  /** The period of service invoiced (BT-73 and BT-74). */
  period: { start: string; end: string };
  /** For a credit note, the invoice it corrects (BT-25, BT-26). */
  corrects?: { number: string; issueDate: string } | null;
  seller: Seller;
  buyer: Buyer;
  /** Where the equipment is installed, when it is not the buyer's address (BG-13). */
  delivery?: { name: string; address: PostalAddress } | null;
  /** The leasing contract (BT-12) and the customer's order (BT-13), when known. */
  contractReference?: string | null;
  orderReference?: string | null;
  lines: InvoiceLine[];
  /** How the invoice is paid; a credit note may have none (it is refunded as its terms say). */
  payment: PaymentMeans | null;
  /** Payment terms as printed (BT-20), e.g. « Prélèvement SEPA à l'échéance, terme à échoir. » */
  paymentTerms: string;
  /** Already paid (BT-113), in cents. */
  prepaidCents?: number;
}

export interface LineFigures extends InvoiceLine {
  lineId: string;
  netCents: number;
}

export interface VatBreakdown {
  ratePercent: number;
  basisCents: number;
  vatCents: number;
}

export interface InvoiceFigures {
  lines: LineFigures[];
  vat: VatBreakdown[];
  lineTotalCents: number;
  taxBasisCents: number;
  vatTotalCents: number;
  grandTotalCents: number;
  prepaidCents: number;
  duePayableCents: number;
}

/** Quantities carry 4 decimals at most: held as ten-thousandths, they multiply exactly. */
const QUANTITY_SCALE = 10_000;

export function lineNetCents(line: InvoiceLine): number {
  return divideHalfUp(Math.round(line.quantity * QUANTITY_SCALE) * line.unitPriceCents, QUANTITY_SCALE);
}

export function invoiceFigures(invoice: InvoiceData): InvoiceFigures {
  const lines = invoice.lines.map((line, index) => ({
    ...line,
    lineId: String(index + 1),
    netCents: lineNetCents(line),
  }));
  const rates = [...new Set(lines.map((line) => line.vatRatePercent))].sort((a, b) => b - a);
  const vat = rates.map((ratePercent) => {
    const basisCents = lines
      .filter((line) => line.vatRatePercent === ratePercent)
      .reduce((sum, line) => sum + line.netCents, 0);
    return { ratePercent, basisCents, vatCents: percentOf(basisCents, ratePercent) };
  });
  const lineTotalCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  // No document-level allowances or charges: the tax basis is the line total (BR-CO-13).
  const taxBasisCents = lineTotalCents;
  const vatTotalCents = vat.reduce((sum, breakdown) => sum + breakdown.vatCents, 0);
  const grandTotalCents = taxBasisCents + vatTotalCents;
  const prepaidCents = invoice.prepaidCents ?? 0;
  return {
    lines,
    vat,
    lineTotalCents,
    taxBasisCents,
    vatTotalCents,
    grandTotalCents,
    prepaidCents,
    duePayableCents: grandTotalCents - prepaidCents,
  };
}

const NUMBER = { invoice: /^FAC-\d{4}-\d{6}$/, credit_note: /^AVO-\d{4}-\d{6}$/ } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Everything a legal invoice needs, checked before a format is written: one message per problem. */
export function assertInvoiceData(invoice: InvoiceData): void {
  const problems: string[] = [];
  const need = (condition: unknown, message: string) => {
    if (!condition) problems.push(message);
  };
  const identifier = (result: { ok: boolean; message?: string }, who: string) => {
    if (!result.ok) problems.push(`${who} : ${result.message}`);
  };
  need(
    NUMBER[invoice.kind].test(invoice.number),
    `Numéro « ${invoice.number} » invalide (${invoice.kind === 'invoice' ? 'FAC' : 'AVO'}-AAAA-NNNNNN attendu).`,
  );
  for (const [label, day] of [
    ['date d’émission', invoice.issueDate],
    ['date d’échéance', invoice.dueDate],
    ['début de période', invoice.period.start],
    ['fin de période', invoice.period.end],
  ])
    need(DAY.test(day) && !Number.isNaN(Date.parse(day)), `La ${label} doit être une date AAAA-MM-JJ.`);
  need(invoice.period.start <= invoice.period.end, 'La période de service se termine avant de commencer.');
  need(invoice.dueDate >= invoice.issueDate, 'L’échéance précède la date d’émission.');
  if (invoice.kind === 'credit_note')
    need(
      invoice.corrects && NUMBER.invoice.test(invoice.corrects.number),
      'Un avoir indique la facture qu’il corrige (FAC-AAAA-NNNNNN).',
    );
  const seller = invoice.seller;
  for (const [value, label] of [
    [seller.name, 'la raison sociale'],
    [seller.legalForm, 'la forme juridique'],
    [seller.rcs, 'l’immatriculation au RCS'],
    [seller.address.street, 'l’adresse'],
    [seller.address.city, 'la ville'],
  ] as const)
    need(value?.trim(), `Vendeur : ${label} manque.`);
  need(Number.isSafeInteger(seller.capitalCents) && seller.capitalCents > 0, 'Vendeur : le capital social manque.');
  need(seller.latePenaltyRatePercent > 0, 'Vendeur : le taux des pénalités de retard manque.');
  identifier(checkSiren(seller.siren), 'SIREN du vendeur');
  identifier(checkSiret(seller.siret), 'SIRET du vendeur');
  need(seller.siret.startsWith(seller.siren), 'Le SIRET du vendeur ne commence pas par son SIREN.');
  identifier(checkFrenchVat(seller.vatNumber), 'TVA du vendeur');
  need(invoice.buyer.name.trim(), 'Client : le nom manque.');
  need(invoice.buyer.address.city.trim(), 'Client : l’adresse manque.');
  if (invoice.buyer.siren) identifier(checkSiren(invoice.buyer.siren), 'SIREN du client');
  if (invoice.buyer.vatNumber?.startsWith('FR')) identifier(checkFrenchVat(invoice.buyer.vatNumber), 'TVA du client');
  need(invoice.lines.length > 0, 'Une facture compte au moins une ligne.');
  invoice.lines.forEach((line, index) => {
    need(line.description.trim(), `Ligne ${index + 1} : la désignation manque.`);
    need(
      line.quantity > 0 && Number.isInteger(Math.round(line.quantity * QUANTITY_SCALE)),
      `Ligne ${index + 1} : quantité invalide.`,
    );
    need(
      Number.isSafeInteger(line.unitPriceCents) && line.unitPriceCents >= 0,
      `Ligne ${index + 1} : prix unitaire invalide.`,
    );
    need(line.vatRatePercent > 0 && line.vatRatePercent < 100, `Ligne ${index + 1} : taux de TVA invalide.`);
  });
  const payment = invoice.payment;
  if (!payment) need(invoice.kind === 'credit_note', 'Le moyen de paiement de la facture manque.');
  else if (payment.kind === 'direct_debit') {
    identifier(checkCreditorId(payment.creditorId), 'ICS');
    identifier(checkRum(payment.mandateId), 'Mandat');
    identifier(checkIban(payment.debtorIban), 'IBAN du débiteur');
  } else {
    identifier(checkIban(payment.iban), 'IBAN du vendeur');
    if (payment.bic) identifier(checkBic(payment.bic), 'BIC du vendeur');
  }
  need(invoice.paymentTerms.trim(), 'Les conditions de paiement manquent.');
  throwIfProblems(problems, `La facture ${invoice.number} ne peut pas être émise.`);
  if (invoiceFigures(invoice).duePayableCents < 0)
    throw new BillingFormatError(
      'invalid_data',
      `La facture ${invoice.number} ne peut pas être émise : le montant déjà payé dépasse le total.`,
    );
}

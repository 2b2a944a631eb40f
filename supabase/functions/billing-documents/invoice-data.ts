/**
 * What private.invoice_document_source gives for an invoice (its row as issued: the company's and
 * the customer's blocks frozen at issue, the lines, the totals; the contract, order and
 * installation place it bills), turned into the billing formats' InvoiceData.
 */
import { day } from '../_shared/pdf/document.ts';
import type { InvoiceData, PostalAddress } from '../_shared/billing/invoice.ts';
import { emailSite } from '../_shared/email/site.ts';

interface StoredAddress {
  street?: string | null;
  postal_code?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface InvoiceSource {
  invoice_id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  issue_date: string;
  due_date: string;
  period_start: string;
  period_end: string;
  seller: {
    name: string;
    legal_form: string;
    share_capital: number;
    rcs: string;
    siren: string;
    siret: string;
    vat_number: string;
    street: string;
    postal_code: string;
    city: string;
    country: string;
    email: string;
    iban: string;
    bic: string;
    late_penalty_rate: number;
    vat_on_debits: boolean;
  };
  buyer: { name: string; siren: string | null; vat_number: string | null; address: StoredAddress | null };
  lines: { description: string; note?: string | null; quantity: number; unit_price_ht: number; vat_rate: number }[];
  total_ht: number;
  total_vat: number;
  total_ttc: number;
  payment_means: 'transfer' | 'sepa_debit';
  credited: { number: string; issue_date: string } | null;
  contract_number: string;
  order_number: string | null;
  delivery: { name: string; address: StoredAddress | null } | null;
  pdf_path: string;
}

/** The ISO 3166 code of a country as the forms store it (« France », « FR », nothing: France). */
const COUNTRIES: Record<string, string> = {
  france: 'FR',
  belgique: 'BE',
  luxembourg: 'LU',
  suisse: 'CH',
  monaco: 'MC',
  allemagne: 'DE',
  espagne: 'ES',
  italie: 'IT',
};
export function countryCode(country: string | null | undefined): string {
  const value = (country ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  return COUNTRIES[value.toLowerCase()] ?? 'FR';
}

function postalAddress(address: StoredAddress | null): PostalAddress | null {
  if (!address?.street?.trim() || !address.city?.trim() || !address.postal_code?.trim()) return null;
  return {
    street: address.street.trim(),
    postalCode: address.postal_code.trim(),
    city: address.city.trim(),
    country: countryCode(address.country),
  };
}

const cents = (euros: number) => Math.round(Number(euros) * 100);

export function toInvoiceData(source: InvoiceSource): InvoiceData {
  const { seller } = source;
  const buyerAddress = postalAddress(source.buyer.address);
  // The database refuses to issue without it (private.refuse_to_invoice): a source without one is not an invoice of ours.
  if (!buyerAddress) throw new Error(`${source.number} : l’adresse du client est incomplète.`);
  if (source.payment_means !== 'transfer')
    throw new Error(
      `${source.number} : le prélèvement SEPA demande le mandat du client, que cette source ne donne pas.`,
    );
  const deliveryAddress = source.delivery ? postalAddress(source.delivery.address) : null;
  const isInvoice = source.kind === 'invoice';
  return {
    kind: source.kind,
    number: source.number,
    issueDate: source.issue_date,
    dueDate: source.due_date,
    period: { start: source.period_start, end: source.period_end },
    corrects: source.credited ? { number: source.credited.number, issueDate: source.credited.issue_date } : null,
    seller: {
      name: seller.name,
      legalForm: seller.legal_form,
      capitalCents: cents(seller.share_capital),
      rcs: seller.rcs,
      siren: seller.siren,
      siret: seller.siret,
      vatNumber: seller.vat_number,
      address: { street: seller.street, postalCode: seller.postal_code, city: seller.city, country: seller.country },
      contact: { name: 'Service facturation', phone: emailSite.phone, email: seller.email },
      latePenaltyRatePercent: Number(seller.late_penalty_rate),
      vatOnDebits: seller.vat_on_debits,
    },
    buyer: {
      name: source.buyer.name,
      address: buyerAddress,
      siren: source.buyer.siren,
      vatNumber: source.buyer.vat_number,
    },
    delivery: source.delivery && deliveryAddress ? { name: source.delivery.name, address: deliveryAddress } : null,
    contractReference: source.contract_number,
    orderReference: source.order_number,
    lines: source.lines.map((line) => ({
      description: line.description,
      note: line.note ?? null,
      quantity: Number(line.quantity),
      unitPriceCents: cents(line.unit_price_ht),
      vatRatePercent: Number(line.vat_rate),
    })),
    // A credit note is deducted or refunded as its terms say: no means of payment of its own.
    payment: isInvoice
      ? { kind: 'credit_transfer', code: 58, iban: seller.iban, bic: seller.bic, accountName: seller.name }
      : null,
    paymentTerms: isInvoice
      ? `Loyer payable d’avance (terme à échoir), par virement au plus tard le ${day(source.due_date)}.`
      : 'Avoir déduit de votre prochaine échéance, ou remboursé par virement s’il ne reste rien à régler.',
  };
}

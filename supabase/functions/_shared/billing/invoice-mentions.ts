// The French mentions an invoice carries besides its figures (Code de commerce L441-9 and
// L441-10, CGI art. 242 nonies A), written once for the XML's notes and the PDF's footer.
// Each note has its UNTDID 4451 subject code, as the Factur-X guide for France files them.
import { euro } from '../pdf/document.ts';
import type { InvoiceData } from './invoice.ts';
import { frenchPercent } from './money.ts';

export interface InvoiceNote {
  /** REG regulatory information, TXD tax, PMD penalties, PMT payment information, AAB discount. */
  subjectCode: 'REG' | 'TXD' | 'PMD' | 'PMT' | 'AAB';
  text: string;
}

/** « 500 000,00 € » from cents (the PDFs' format). */
export const euroCents = (cents: number) => euro(cents / 100);

export const NATURE_OF_OPERATION = 'Prestations de services';
export const NO_DISCOUNT = "Pas d'escompte pour paiement anticipé.";
export const RECOVERY_INDEMNITY =
  'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40\u00a0€.';

export function invoiceNotes(invoice: InvoiceData): InvoiceNote[] {
  const { seller } = invoice;
  const tax = `Nature de l’opération : ${NATURE_OF_OPERATION} (location de matériel).${
    seller.vatOnDebits ? ' Option pour le paiement de la taxe d’après les débits.' : ''
  }`;
  return [
    {
      subjectCode: 'REG',
      text: `${seller.name}, ${seller.legalForm} au capital de ${euroCents(seller.capitalCents)}, ${seller.rcs}.`,
    },
    { subjectCode: 'TXD', text: tax },
    {
      subjectCode: 'PMD',
      text: `Pénalités de retard : taux annuel de ${frenchPercent(seller.latePenaltyRatePercent)}, exigibles dès le lendemain de la date d’échéance.`,
    },
    { subjectCode: 'PMT', text: RECOVERY_INDEMNITY },
    { subjectCode: 'AAB', text: NO_DISCOUNT },
  ];
}

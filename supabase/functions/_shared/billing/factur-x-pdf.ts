// The invoice (or credit note) the customer reads: a French A4 document with every mandatory
// mention (Code de commerce L441-9, CGI art. 242 nonies A), made a Factur-X PDF/A-3b that carries
// the same invoice as CII XML. Same data, same bytes: the SHA-256 stored beside it identifies it.
import { A4, createDocument, day, GREY, MARGIN, NAVY, saveDocument, TEXT, type PdfWriter } from '../pdf/document.ts';
import { buildInvoiceXml } from './factur-x-xml.ts';
import { maskIban } from './identifiers.ts';
import { invoiceFigures, type InvoiceData, type PostalAddress } from './invoice.ts';
import { euroCents, invoiceNotes } from './invoice-mentions.ts';
import { frenchPercent } from './money.ts';
import { makeFacturX } from './pdfa3.ts';

export const PRODUCER = 'VisioLease';
const RIGHT = A4.width - MARGIN;

const addressLines = (address: PostalAddress) =>
  [
    address.street,
    address.street2,
    `${address.postalCode} ${address.city}${address.country === 'FR' ? '' : ` (${address.country})`}`,
  ].filter((line): line is string => Boolean(line));
/** « 912 345 675 », « 912 345 675 00017 »: how the registers print them. */
const spacedSiren = (siren: string) => siren.replace(/^(\d{3})(\d{3})(\d{3})/, '$1 $2 $3');
const spacedSiret = (siret: string) => `${spacedSiren(siret.slice(0, 9))} ${siret.slice(9)}`;
const quantityText = (quantity: number) => quantity.toLocaleString('fr-FR', { maximumFractionDigits: 4 });

export const documentTitle = (invoice: InvoiceData) =>
  `${invoice.kind === 'invoice' ? 'Facture' : 'Avoir'} ${invoice.number}`;

function header(w: PdfWriter, invoice: InvoiceData) {
  const { seller } = invoice;
  w.line(seller.name, 16, NAVY);
  const top = w.y;
  for (const line of addressLines(seller.address)) w.line(line, 9, GREY);
  w.line(`${seller.legalForm} au capital de ${euroCents(seller.capitalCents)} · ${seller.rcs}`, 9, GREY);
  w.line(`SIREN ${spacedSiren(seller.siren)} · SIRET ${spacedSiret(seller.siret)}`, 9, GREY);
  w.line(`N° TVA intracommunautaire ${seller.vatNumber}`, 9, GREY);
  w.line(`${seller.contact.name} · ${seller.contact.phone} · ${seller.contact.email}`, 9, GREY);
  const identity = [
    documentTitle(invoice),
    `Date d’émission : ${day(invoice.issueDate)}`,
    `Date d’échéance : ${day(invoice.dueDate)}`,
    `Période : du ${day(invoice.period.start)} au ${day(invoice.period.end)}`,
  ];
  identity.forEach((text, index) =>
    w.right(RIGHT, top - 13 * index, text, index === 0 ? 14 : 9, index === 0 ? NAVY : GREY),
  );
}

function parties(w: PdfWriter, invoice: InvoiceData) {
  const { buyer, delivery } = invoice;
  w.gap(16);
  const top = w.y;
  w.line('Client', 11, NAVY);
  w.line(buyer.name, 10);
  for (const line of addressLines(buyer.address)) w.line(line, 10);
  if (buyer.siren) w.line(`SIREN ${spacedSiren(buyer.siren)}`, 9, GREY);
  if (buyer.vatNumber) w.line(`N° TVA ${buyer.vatNumber}`, 9, GREY);
  let bottom = w.y;
  if (delivery) {
    // Beside the customer, at the same height.
    const x = 320;
    const rows = [delivery.name, ...addressLines(delivery.address)];
    w.at(x, top - 11 * 1.45, 'Lieu d’installation', 11, NAVY);
    rows.forEach((line, index) => w.at(x, top - 11 * 1.45 - 14.5 * (index + 1), line, 10));
    bottom = Math.min(bottom, top - 11 * 1.45 - 14.5 * rows.length);
  }
  w.y = bottom;
  w.gap(8);
  const references = [
    invoice.contractReference ? `Contrat ${invoice.contractReference}` : null,
    invoice.orderReference ? `Commande ${invoice.orderReference}` : null,
  ].filter(Boolean);
  if (references.length) w.line(references.join(' · '), 9.5);
  if (invoice.corrects)
    w.line(`Avoir sur la facture ${invoice.corrects.number} du ${day(invoice.corrects.issueDate)}`, 10, NAVY);
}

const COLUMNS = { quantity: 330, unitPrice: 410, vat: 460, net: RIGHT } as const;

function lines(w: PdfWriter, invoice: InvoiceData) {
  const figures = invoiceFigures(invoice);
  const columnHeads = () => {
    w.y -= 12;
    w.at(MARGIN, w.y, 'Désignation', 9, GREY);
    w.right(COLUMNS.quantity, w.y, 'Qté', 9, GREY);
    w.right(COLUMNS.unitPrice, w.y, 'PU HT', 9, GREY);
    w.right(COLUMNS.vat, w.y, 'TVA', 9, GREY);
    w.right(COLUMNS.net, w.y, 'Montant HT', 9, GREY);
  };
  w.gap(14);
  w.ensure(24);
  columnHeads();
  for (const line of figures.lines) {
    const page = w.page;
    w.ensure(30);
    // A table continued on a new page repeats its column heads.
    if (w.page !== page) columnHeads();
    w.y -= 4;
    // The figures sit on the description's first line (drawn first, so a reader of the text
    // finds them before the description they belong to).
    const first = w.y - 9.5 * 1.45;
    w.right(COLUMNS.quantity, first, quantityText(line.quantity), 9.5);
    w.right(COLUMNS.unitPrice, first, euroCents(line.unitPriceCents), 9.5);
    w.right(COLUMNS.vat, first, frenchPercent(line.vatRatePercent), 9.5);
    w.right(COLUMNS.net, first, euroCents(line.netCents), 9.5);
    w.paragraph(line.description, 9.5, TEXT, MARGIN, COLUMNS.quantity - MARGIN - 40);
    if (line.note) w.paragraph(line.note, 8.5, GREY, MARGIN + 8, COLUMNS.quantity - MARGIN - 48);
  }
  w.gap(10);
  const rows: [string, string, number][] = [['Total HT', euroCents(figures.taxBasisCents), 10]];
  for (const vat of figures.vat)
    rows.push([`TVA ${frenchPercent(vat.ratePercent)} sur ${euroCents(vat.basisCents)}`, euroCents(vat.vatCents), 10]);
  rows.push(['Total TTC', euroCents(figures.grandTotalCents), 11]);
  if (figures.prepaidCents) rows.push(['Déjà réglé', euroCents(figures.prepaidCents), 10]);
  rows.push([
    invoice.kind === 'invoice' ? 'Net à payer' : 'Montant de l’avoir',
    euroCents(figures.duePayableCents),
    12,
  ]);
  for (const [label, value, size] of rows) {
    w.ensure(18);
    w.y -= size * 1.5;
    w.at(300, w.y, label, size, NAVY);
    w.right(RIGHT, w.y, value, size, NAVY);
  }
}

function payment(w: PdfWriter, invoice: InvoiceData) {
  const means = invoice.payment;
  w.gap(14);
  w.line(invoice.kind === 'invoice' ? 'Règlement' : 'Remboursement', 11, NAVY);
  w.paragraph(`Conditions : ${invoice.paymentTerms}`, 9.5);
  if (!means) return;
  if (means.kind === 'direct_debit')
    w.paragraph(
      `Prélèvement SEPA le ${day(invoice.dueDate)} sur le compte ${maskIban(means.debtorIban)} · mandat (RUM) ${means.mandateId} · identifiant créancier (ICS) ${means.creditorId}`,
      9.5,
    );
  else
    w.paragraph(
      `Virement sur le compte IBAN ${means.iban}${means.bic ? ` · BIC ${means.bic}` : ''} · référence à rappeler : ${invoice.number}`,
      9.5,
    );
}

function mentions(w: PdfWriter, invoice: InvoiceData) {
  w.gap(12);
  w.line('Mentions légales', 10, NAVY);
  // The regulatory note (form, capital, RCS) is already in the header.
  for (const note of invoiceNotes(invoice).filter((note) => note.subjectCode !== 'REG'))
    w.paragraph(note.text, 8.5, GREY);
  w.paragraph(
    'Le montant de cette facture est dû à la date d’échéance indiquée. Document électronique au format Factur-X (profil EN 16931) : les données structurées jointes font foi.',
    8.5,
    GREY,
  );
}

/** The Factur-X PDF of an invoice or credit note, `fontBytes` (a TrueType font) embedded. */
export async function renderInvoicePdf(invoice: InvoiceData, fontBytes: Uint8Array): Promise<Uint8Array> {
  const xml = buildInvoiceXml(invoice);
  const info = {
    title: documentTitle(invoice),
    author: invoice.seller.name,
    date: new Date(`${invoice.issueDate}T00:00:00Z`),
    producer: PRODUCER,
  };
  const { pdf, writer } = await createDocument(
    { title: info.title, author: info.author, issued: info.date },
    fontBytes,
  );
  header(writer, invoice);
  parties(writer, invoice);
  lines(writer, invoice);
  payment(writer, invoice);
  mentions(writer, invoice);
  await makeFacturX(pdf, xml, info);
  return saveDocument(pdf);
}

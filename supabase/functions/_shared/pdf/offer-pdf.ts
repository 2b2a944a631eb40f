// The offer's PDF, the same for staff and client: company and client blocks, number, version and
// dates, the lines, services, totals, payment terms, the leasing mention and an acceptance block.
import {
  A4,
  createDocument,
  day,
  euro,
  GREY,
  letterhead,
  MARGIN,
  NAVY,
  saveDocument,
  type CompanyBlock,
} from './document.ts';

export { sha256Hex } from './document.ts';

export interface OfferPdfLine {
  product_name: string;
  product_brand: string | null;
  quantity: number;
  duration_months: number;
  monthly_rent: number;
  discount_percent: number;
  line_monthly_ht: number;
}

/** What private.offer_document returns (the fields the PDF prints). */
export interface OfferPdfData {
  reference: string;
  version: number;
  created_at: string;
  sent_at: string | null;
  valid_until: string;
  client_company: string | null;
  client_first_name: string;
  client_last_name: string;
  client_email: string;
  client_address: { street?: string; postal_code?: string; city?: string; country?: string } | null;
  payment_terms: string;
  note: string | null;
  installation: boolean;
  maintenance_level: string;
  monthly_total_ht: number;
  vat_amount: number;
  monthly_total_ttc: number;
  commitment_total_ht: number;
  company: CompanyBlock | null;
  items: OfferPdfLine[];
}

const maintenance: Record<string, string> = {
  standard: 'standard, intervention sur site sous 48 h',
  premium: 'premium, intervention sur site sous 4 h',
};
export const LEASING_MENTION =
  'Location évolutive sans apport, soumise à l’acceptation du dossier. Loyers exprimés hors taxes ; le matériel reste la propriété du bailleur pendant la durée du contrat.';

/** The PDF bytes of an offer, with `fontBytes` (a TrueType font) embedded. */
export async function renderOfferPdf(offer: OfferPdfData, fontBytes: Uint8Array): Promise<Uint8Array> {
  const { pdf, writer: w } = await createDocument(
    {
      title: `Devis ${offer.reference}`,
      author: offer.company?.name ?? 'VisioLease',
      issued: new Date(offer.sent_at ?? offer.created_at),
    },
    fontBytes,
  );
  const right = A4.width - MARGIN;

  // Company block, and the offer's identity on the right.
  letterhead(w, offer.company, [
    `Devis ${offer.reference}`,
    `Version ${offer.version} du ${day(offer.sent_at ?? offer.created_at)}`,
    `Valable jusqu’au ${day(offer.valid_until)}`,
  ]);

  // Client block.
  w.gap(18);
  w.line('Client', 11, NAVY);
  if (offer.client_company) w.line(offer.client_company, 10);
  w.line(`${offer.client_first_name} ${offer.client_last_name} · ${offer.client_email}`, 10);
  const address = offer.client_address;
  if (address?.street)
    w.line(`${address.street}, ${[address.postal_code, address.city].filter(Boolean).join(' ')}`, 10);

  // Lines.
  w.gap(14);
  const columns = [MARGIN, 300, 350, 420, right];
  const header = (y: number) => {
    w.at(columns[0], y, 'Équipement', 9, GREY);
    w.right(columns[1] + 30, y, 'Qté', 9, GREY);
    w.right(columns[2] + 50, y, 'Durée', 9, GREY);
    w.right(columns[3] + 60, y, 'Loyer unit. HT', 9, GREY);
    w.right(columns[4], y, 'Loyer HT', 9, GREY);
  };
  w.ensure(20);
  w.y -= 14;
  header(w.y);
  for (const item of offer.items) {
    w.ensure(28);
    w.y -= 16;
    const name = item.product_brand ? `${item.product_name} (${item.product_brand})` : item.product_name;
    w.at(columns[0], w.y, name.length > 48 ? `${name.slice(0, 47)}…` : name, 9.5);
    w.right(columns[1] + 30, w.y, String(item.quantity), 9.5);
    w.right(columns[2] + 50, w.y, `${item.duration_months} mois`, 9.5);
    w.right(columns[3] + 60, w.y, euro(item.monthly_rent), 9.5);
    w.right(columns[4], w.y, `${euro(item.line_monthly_ht)}/mois`, 9.5);
    if (Number(item.discount_percent) > 0) {
      w.y -= 11;
      w.at(columns[0] + 8, w.y, `Remise ${Number(item.discount_percent).toLocaleString('fr-FR')} %`, 8, GREY);
    }
  }

  // Totals.
  w.gap(10);
  for (const [label, value, size] of [
    ['Total mensuel HT', euro(offer.monthly_total_ht), 10],
    ['TVA 20 %', euro(offer.vat_amount), 10],
    ['Total mensuel TTC', euro(offer.monthly_total_ttc), 11],
    ['Engagement total HT', euro(offer.commitment_total_ht), 11],
  ] as const) {
    w.ensure(16);
    w.y -= size * 1.5;
    w.at(330, w.y, label, size, NAVY);
    w.right(right, w.y, value, size, NAVY);
  }

  // Services and terms.
  w.gap(12);
  w.line('Services et conditions', 11, NAVY);
  w.line(`Installation : ${offer.installation ? 'incluse' : 'non incluse'}`, 10);
  w.line(`Maintenance : ${maintenance[offer.maintenance_level] ?? offer.maintenance_level}`, 10);
  w.paragraph(`Paiement : ${offer.payment_terms}`, 10);
  if (offer.note) w.paragraph(offer.note, 10);
  w.gap(6);
  w.paragraph(LEASING_MENTION, 8.5, GREY);

  // Acceptance block.
  w.gap(18);
  w.ensure(90);
  w.line('Bon pour accord', 11, NAVY);
  w.paragraph(
    `Le client accepte le devis ${offer.reference} en ligne (nom, fonction, case « Bon pour accord ») ou en retournant ce document daté et signé. Date, nom, fonction et signature :`,
    9.5,
  );
  w.gap(50);

  return saveDocument(pdf);
}

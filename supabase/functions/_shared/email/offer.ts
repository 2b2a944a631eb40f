import { formatDay, formatEuro } from './format.ts';
import { renderLayout, type Block } from './layout.ts';
import { emailSite } from './site.ts';
import type { OfferPayload, RenderContext, RenderedEmail } from './types.ts';

const maintenance = {
  standard: 'standard (intervention sur site sous 48 h)',
  premium: 'premium (intervention sur site sous 4 h)',
};

function linesTable(offer: OfferPayload): Block {
  return {
    kind: 'table',
    head: ['Équipement', 'Quantité', 'Durée', 'Loyer unitaire HT', 'Loyer HT'],
    rows: offer.items.map((line) => [
      line.product_brand ? `${line.product_name} (${line.product_brand})` : line.product_name,
      String(line.quantity),
      `${line.duration_months} mois`,
      `${formatEuro(line.monthly_rent)}/mois`,
      `${formatEuro(line.line_monthly_ht)}/mois`,
    ]),
    foot: [
      ['Total HT', `${formatEuro(offer.monthly_total_ht)}/mois`],
      ['TVA 20 %', `${formatEuro(offer.vat_amount)}/mois`],
      ['Total TTC', `${formatEuro(offer.monthly_total_ttc)}/mois`],
      ['Engagement total HT', formatEuro(offer.commitment_total_ht)],
    ],
  };
}

/** To the client: the offer, its totals and the link to read, download and accept it. */
export function offerSent(offer: OfferPayload, context: RenderContext): RenderedEmail {
  const url = `${context.siteUrl.replace(/\/+$/, '')}/devis/${encodeURIComponent(offer.token ?? '')}`;
  const { text, html } = renderLayout(`Votre devis ${offer.reference}`, [
    { kind: 'paragraph', text: `Bonjour ${offer.client_first_name} ${offer.client_last_name},` },
    {
      kind: 'paragraph',
      text: `Veuillez trouver notre proposition de location${offer.client_company ? ` pour ${offer.client_company}` : ''}, valable jusqu’au ${formatDay(offer.valid_until)}.`,
    },
    linesTable(offer),
    {
      kind: 'fields',
      rows: [
        ['Installation', offer.installation ? 'Incluse' : 'Non incluse'],
        ['Maintenance', maintenance[offer.maintenance_level]],
        ['Paiement', offer.payment_terms],
      ],
    },
    { kind: 'link', label: 'Lire, télécharger et accepter le devis en ligne', url },
    { kind: 'paragraph', text: `Une question ? Répondez à cet e-mail ou appelez-nous au ${emailSite.phone}.` },
    { kind: 'paragraph', text: `Cordialement,\nL’équipe ${emailSite.brand}` },
  ]);
  return { subject: `Votre devis ${offer.reference} — ${emailSite.brand}`, text, html, replyTo: emailSite.email };
}

/** To the sales team: the client accepted (an order exists) or declined the offer. */
export function offerAnswer(offer: OfferPayload, context: RenderContext): RenderedEmail {
  const who = offer.client_company ?? `${offer.client_first_name} ${offer.client_last_name}`;
  const accepted = offer.answer === 'accepted';
  const url = `${context.siteUrl.replace(/\/+$/, '')}/admin/offers/${encodeURIComponent(offer.offer_id)}`;
  const title = accepted ? `Devis ${offer.reference} accepté` : `Devis ${offer.reference} refusé`;
  const { text, html } = renderLayout(title, [
    {
      kind: 'paragraph',
      text: accepted
        ? `${who} a accepté le devis ${offer.reference} en ligne${offer.accepted_name ? ` (${offer.accepted_name}, ${offer.accepted_position ?? ''})` : ''}. La commande ${offer.order_number ?? ''} est créée et confirmée.`
        : `${who} a refusé le devis ${offer.reference}.`,
    },
    ...(offer.reason ? [{ kind: 'quote' as const, text: offer.reason }] : []),
    linesTable(offer),
    { kind: 'link', label: 'Ouvrir le devis dans le back-office', url },
  ]);
  return { subject: `${title} : ${who}`, text, html };
}

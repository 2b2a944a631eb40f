import { formatEuro } from './format.ts';
import { renderLayout, type Block } from './layout.ts';
import { emailSite } from './site.ts';
import type { OrderPayload, PostalAddress, RenderedEmail } from './types.ts';

export const VAT_RATE = 0.2;

const cents = (value: number) => Math.round(value * 100) / 100;

function addressText(address: PostalAddress | null): string {
  if (!address) return 'Non renseignée';
  const cityLine = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [address.street, cityLine, address.country].filter(Boolean).join('\n') || 'Non renseignée';
}

/** To the customer, when their order is confirmed: the lines, the monthly rent, what comes next. */
export function orderConfirmation(order: OrderPayload): RenderedEmail {
  const monthlyHt = cents(order.items.reduce((sum, line) => sum + line.monthly_payment * line.quantity, 0));
  const vat = cents(monthlyHt * VAT_RATE);
  const lines: Block = {
    kind: 'table',
    head: ['Équipement', 'Quantité', 'Durée', 'Loyer unitaire HT', 'Loyer HT'],
    rows: order.items.map((line) => [
      line.product_brand ? `${line.product_name} (${line.product_brand})` : line.product_name,
      String(line.quantity),
      `${line.duration_months} mois`,
      `${formatEuro(line.monthly_payment)}/mois`,
      `${formatEuro(cents(line.monthly_payment * line.quantity))}/mois`,
    ]),
    foot: [
      ['Total HT', `${formatEuro(monthlyHt)}/mois`],
      ['TVA 20 %', `${formatEuro(vat)}/mois`],
      ['Total TTC', `${formatEuro(cents(monthlyHt + vat))}/mois`],
    ],
  };
  const { text, html } = renderLayout(`Votre commande ${order.order_number} est confirmée`, [
    { kind: 'paragraph', text: `Bonjour ${order.customer_first_name} ${order.customer_last_name},` },
    {
      kind: 'paragraph',
      text: `Nous vous confirmons la commande ${order.order_number}${order.customer_company ? ` pour ${order.customer_company}` : ''}. Merci de votre confiance.`,
    },
    { kind: 'heading', text: 'Votre commande' },
    lines,
    { kind: 'heading', text: 'Adresses' },
    { kind: 'fields', rows: [['Installation', addressText(order.shipping_address)], ['Facturation', addressText(order.billing_address)]] },
    { kind: 'heading', text: 'La suite' },
    {
      kind: 'paragraph',
      text: 'Votre matériel est livré sous 7 à 15 jours ouvrés (3 à 6 semaines pour une installation sur mesure). Un technicien vous appelle pour fixer la date d’installation ; l’installation et une formation de 2 h sont incluses.',
    },
    { kind: 'paragraph', text: `Une question ? Répondez à cet e-mail ou appelez-nous au ${emailSite.phone}.` },
    { kind: 'paragraph', text: `Cordialement,\nL’équipe ${emailSite.brand}` },
  ]);
  return { subject: `Confirmation de votre commande ${order.order_number}`, text, html, replyTo: emailSite.email };
}

import { formatDay, formatEuro } from './format.ts';
import { renderLayout, signature, type Block } from './layout.ts';
import { emailSite } from './site.ts';
import type { BillingSchedulePayload, InvoiceIssuedPayload, PaymentMeans, RenderedEmail } from './types.ts';

/** « FR76 3000 6000 0112 3456 7890 189 »: an IBAN as people read it. */
export const spacedIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

const period = (start: string, end: string) =>
  start === end ? `le ${formatDay(start)}` : `du ${formatDay(start)} au ${formatDay(end)}`;

function howToPay(means: PaymentMeans, iban: string | null, bic: string | null, reference: string | null): string {
  if (means === 'sepa_debit')
    return 'Ce montant sera prélevé à sa date d’échéance sur votre compte, selon votre mandat de prélèvement SEPA.';
  const account = iban ? ` sur notre compte IBAN ${spacedIban(iban)}${bic ? ` (BIC ${bic})` : ''}` : '';
  return `À régler par virement à la date d’échéance${account}${reference ? `, en rappelant la référence ${reference}` : ''}.`;
}

/**
 * To the customer's billing address when a contract's schedule is made or changed: every term with
 * its amount and due date. It is the pre-notification of SEPA debits for the whole series.
 */
export function billingSchedule(schedule: BillingSchedulePayload): RenderedEmail {
  const rhythm = schedule.billing_frequency === 'quarterly' ? 'trimestriels' : 'mensuels';
  const { text, html } = renderLayout(`Échéancier du contrat ${schedule.contract_number}`, [
    { kind: 'paragraph', text: 'Bonjour,' },
    {
      kind: 'paragraph',
      text: `Voici l’échéancier des loyers ${rhythm} de votre contrat de location ${schedule.contract_number} (${schedule.customer_name}), payables d’avance (terme à échoir). Chaque échéance fait l’objet d’une facture, envoyée par e-mail 14 jours avant sa date.`,
    },
    {
      kind: 'table',
      head: ['Échéance', 'Période', 'Montant TTC', 'Date d’échéance'],
      rows: schedule.terms.map((term) => [
        String(term.term_number),
        term.kind === 'buyout'
          ? `Rachat du matériel (${formatDay(term.period_start)})`
          : period(term.period_start, term.period_end),
        formatEuro(term.amount_ttc),
        formatDay(term.due_date),
      ]),
      foot: [['Total TTC', formatEuro(schedule.total_ttc)]],
    },
    { kind: 'paragraph', text: howToPay(schedule.payment_means, schedule.iban, null, null) },
    {
      kind: 'paragraph',
      text: 'Si vous réglez par prélèvement SEPA, cet échéancier vaut pré-notification : chaque montant sera prélevé à la date indiquée.',
    },
    ...signature,
  ]);
  return {
    subject: `Échéancier de votre contrat ${schedule.contract_number}`,
    text,
    html,
    replyTo: emailSite.email,
  };
}

/** To the customer's billing address, with the invoice (or credit note) attached as its Factur-X PDF. */
export function invoiceIssued(invoice: InvoiceIssuedPayload): RenderedEmail {
  const isInvoice = invoice.kind === 'invoice';
  const what = isInvoice ? `la facture ${invoice.number}` : `l’avoir ${invoice.number}`;
  const blocks: Block[] = [
    { kind: 'paragraph', text: 'Bonjour,' },
    {
      kind: 'paragraph',
      text: `Veuillez trouver ci-joint ${what} du ${formatDay(invoice.issue_date)}${
        invoice.credited_number ? `, sur la facture ${invoice.credited_number}` : ''
      }, pour votre contrat ${invoice.contract_number} (${invoice.customer_name}).`,
    },
    {
      kind: 'fields',
      rows: [
        ['Période', period(invoice.period_start, invoice.period_end)],
        ['Montant HT', formatEuro(invoice.total_ht)],
        ['TVA', formatEuro(invoice.total_vat)],
        ['Montant TTC', formatEuro(invoice.total_ttc)],
        [isInvoice ? 'Date d’échéance' : 'Date', formatDay(invoice.due_date)],
      ],
    },
    {
      kind: 'paragraph',
      text: isInvoice
        ? howToPay(invoice.payment_means, invoice.iban, invoice.bic, invoice.number)
        : 'Ce montant vient en déduction de ce que vous nous devez, ou vous est remboursé s’il a déjà été réglé.',
    },
    {
      kind: 'paragraph',
      text: 'Le document joint est au format Factur-X : un PDF qui contient aussi les données de la facture, que votre logiciel comptable peut lire directement.',
    },
    ...signature,
  ];
  const { text, html } = renderLayout(isInvoice ? `Facture ${invoice.number}` : `Avoir ${invoice.number}`, blocks);
  return {
    subject: isInvoice ? `Votre facture ${invoice.number}` : `Votre avoir ${invoice.number}`,
    text,
    html,
    replyTo: emailSite.email,
  };
}

import { describe, expect, it } from 'vitest';
import { EmailPayloadError } from '../../supabase/functions/_shared/email/payload';
import { renderEmail } from '../../supabase/functions/_shared/email/render';

/** The billing e-mails (issue 36): the schedule, the pre-notification of every term; an invoice or a credit note. */
const context = { siteUrl: 'https://www.visiolease.fr/' };
/** Euros are written with no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const invoice = {
  invoice_id: '3f0a1b2c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  number: 'FAC-2026-000042',
  kind: 'invoice',
  issue_date: '2026-11-28',
  due_date: '2026-12-12',
  period_start: '2026-12-01',
  period_end: '2026-12-31',
  total_ht: 1250,
  total_vat: 250,
  total_ttc: 1500,
  contract_number: 'CTR-2026-00042',
  customer_name: 'Optique <b>Roussel</b>',
  payment_means: 'transfer',
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPPXXX',
  credited_number: null,
};

describe('billing e-mails', () => {
  it('sends an invoice with its amounts, due date and how to pay by transfer', () => {
    const mail = renderEmail('invoice_issued', invoice, context);
    const text = plain(mail.text);
    expect(mail.subject).toBe('Votre facture FAC-2026-000042');
    expect(text).toContain(
      'Veuillez trouver ci-joint la facture FAC-2026-000042 du 28/11/2026, pour votre contrat CTR-2026-00042',
    );
    expect(text).toContain('Période : du 01/12/2026 au 31/12/2026');
    expect(text).toContain('Montant TTC : 1 500,00 €');
    expect(text).toContain('Date d’échéance : 12/12/2026');
    expect(text).toContain(
      'À régler par virement à la date d’échéance sur notre compte IBAN FR76 3000 6000 0112 3456 7890 189 (BIC BNPAFRPPXXX), en rappelant la référence FAC-2026-000042.',
    );
    expect(text).toContain('Factur-X');
    expect(mail.html).not.toContain('<b>Roussel</b>');
    expect(mail.replyTo).toBe('contact@visiolease.fr');
  });

  it('says a debit is taken under the mandate, and a credit note what it credits', () => {
    expect(renderEmail('invoice_issued', { ...invoice, payment_means: 'sepa_debit' }, context).text).toContain(
      'Ce montant sera prélevé à sa date d’échéance sur votre compte, selon votre mandat de prélèvement SEPA.',
    );
    const note = renderEmail(
      'invoice_issued',
      { ...invoice, kind: 'credit_note', number: 'AVO-2026-000003', credited_number: 'FAC-2026-000042' },
      context,
    );
    expect(note.subject).toBe('Votre avoir AVO-2026-000003');
    expect(note.text).toContain('l’avoir AVO-2026-000003 du 28/11/2026, sur la facture FAC-2026-000042');
    expect(note.text).not.toContain('virement');
  });

  it('lists every term of a schedule, the buy-out by name, as the pre-notification', () => {
    const mail = renderEmail(
      'billing_schedule',
      {
        contract_id: '1a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
        contract_number: 'CTR-2026-00042',
        customer_name: 'Optique Roussel',
        billing_frequency: 'quarterly',
        payment_means: 'transfer',
        iban: 'FR7630006000011234567890189',
        terms: [
          {
            term_number: 1,
            kind: 'rent',
            period_start: '2026-12-12',
            period_end: '2026-12-31',
            amount_ht: 400,
            amount_ttc: 480,
            due_date: '2026-12-26',
          },
          {
            term_number: 2,
            kind: 'buyout',
            period_start: '2027-01-10',
            period_end: '2027-01-10',
            amount_ht: 1500,
            amount_ttc: 1800,
            due_date: '2027-01-24',
          },
        ],
        total_ttc: 2280,
      },
      context,
    );
    const text = plain(mail.text);
    expect(mail.subject).toBe('Échéancier de votre contrat CTR-2026-00042');
    expect(text).toContain('loyers trimestriels');
    expect(text).toContain(
      'Échéance : 1 · Période : du 12/12/2026 au 31/12/2026 · Montant TTC : 480,00 € · Date d’échéance : 26/12/2026',
    );
    expect(text).toContain('Échéance : 2 · Période : Rachat du matériel (10/01/2027) · Montant TTC : 1 800,00 €');
    expect(text).toContain('Total TTC : 2 280,00 €');
    expect(text).toContain('cet échéancier vaut pré-notification');
  });

  it('refuses a payload it cannot print', () => {
    expect(() => renderEmail('invoice_issued', { ...invoice, total_ttc: 'beaucoup' }, context)).toThrow(
      EmailPayloadError,
    );
    expect(() => renderEmail('billing_schedule', { contract_number: 'CTR-2026-00042', terms: [] }, context)).toThrow(
      EmailPayloadError,
    );
  });
});

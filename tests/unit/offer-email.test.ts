import { describe, expect, it } from 'vitest';
import { EmailPayloadError } from '../../supabase/functions/_shared/email/payload';
import { renderEmail } from '../../supabase/functions/_shared/email/render';

/** The offer e-mails (issue 26): the client's, with the link to accept, and the sales team's answer. */
const context = { siteUrl: 'https://www.visiolease.fr/' };
const token = 'a'.repeat(64);
const offer = {
  offer_id: '9a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  reference: 'DEV-2026-00042-v2',
  client_company: 'Optique <b>Roussel</b>',
  client_first_name: 'Inès',
  client_last_name: 'Roussel',
  valid_until: '2026-12-27',
  payment_terms: 'Prélèvement mensuel, terme à échoir.',
  installation: true,
  maintenance_level: 'premium',
  monthly_total_ht: 286,
  vat_amount: 57.2,
  monthly_total_ttc: 343.2,
  commitment_total_ht: 9456,
  items: [
    {
      product_name: 'Totem 55"',
      product_brand: 'Philips',
      quantity: 2,
      duration_months: 36,
      monthly_rent: 108,
      line_monthly_ht: 216,
    },
    {
      product_name: 'Écran vitrine',
      product_brand: null,
      quantity: 1,
      duration_months: 24,
      monthly_rent: 70,
      line_monthly_ht: 70,
    },
  ],
};

describe('offer e-mails', () => {
  it('sends the client the offer, its totals and the link to accept it', () => {
    const mail = renderEmail('offer_sent', { ...offer, token }, context);
    expect(mail.subject).toBe('Votre devis DEV-2026-00042-v2 — VisioLease');
    expect(mail.text).toContain('Bonjour Inès Roussel,');
    expect(mail.text).toContain('valable jusqu’au 27/12/2026');
    expect(mail.text).toContain(`https://www.visiolease.fr/devis/${token}`);
    expect(mail.text).toMatch(/Engagement total HT.*9\s456,00\s€/);
    expect(mail.text).toContain('premium (intervention sur site sous 4 h)');
    expect(mail.html).not.toContain('<b>Roussel</b>');
  });

  it('tells the sales team the answer, with the order created', () => {
    const accepted = renderEmail(
      'offer_answer',
      {
        ...offer,
        answer: 'accepted',
        order_number: 'CMD-2026-00007',
        accepted_name: 'Inès Roussel',
        accepted_position: 'Gérante',
      },
      context,
    );
    expect(accepted.subject).toMatch(/^Devis DEV-2026-00042-v2 accepté/);
    expect(accepted.text).toContain('La commande CMD-2026-00007 est créée et confirmée.');
    expect(accepted.text).toContain(`https://www.visiolease.fr/admin/offers/${offer.offer_id}`);
    const declined = renderEmail('offer_answer', { ...offer, answer: 'declined', reason: 'Budget reporté' }, context);
    expect(declined.subject).toMatch(/^Devis DEV-2026-00042-v2 refusé/);
    expect(declined.text).toContain('Budget reporté');
  });

  it('refuses a payload without lines', () => {
    expect(() => renderEmail('offer_sent', { ...offer, items: null }, context)).toThrow(EmailPayloadError);
  });
});

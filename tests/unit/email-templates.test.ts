import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { EmailPayloadError } from '../../supabase/functions/_shared/email/payload';
import { renderEmail } from '../../supabase/functions/_shared/email/render';
import { emailSite } from '../../supabase/functions/_shared/email/site';

/** The business e-mails: French, with the company's identity, what was sent, and no markup from users. */
const context = { siteUrl: 'https://www.visiolease.fr' };
const request = {
  quote_request_id: '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b',
  type: 'quote',
  first_name: 'Camille',
  last_name: 'Durand <b>gras</b>',
  email: 'camille@exemple.fr',
  phone: '06 12 34 56 78',
  company: 'Boulangerie « Durand »',
  siret: '12345678900012',
  subject: 'Écran vitrine <script>alert(1)</script>',
  message: 'Bonjour,\nnous cherchons un écran de 55 pouces.',
  created_at: '2026-11-25T09:30:00.000Z',
};
const order = {
  order_id: '9a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  order_number: 'CMD-2026-00042',
  customer_first_name: 'Inès',
  customer_last_name: 'Roussel',
  customer_company: 'Roussel Optique',
  shipping_address: { street: '4 rue Nationale', city: 'Tours', postal_code: '37000', country: 'France' },
  billing_address: null,
  created_at: '2026-11-25T09:30:00.000Z',
  items: [
    { product_name: 'Totem 55"', product_brand: 'Philips', quantity: 2, duration_months: 36, monthly_payment: 89.9 },
    { product_name: 'Mur LED 3 × 2 m', product_brand: null, quantity: 1, duration_months: 48, monthly_payment: 810 },
  ],
};

describe('e-mail templates', () => {
  it('carry the company identity of src/config/site.ts', () => {
    expect(emailSite).toEqual({
      brand: site.brand,
      legalName: site.legalName,
      phone: site.phone,
      email: site.email,
      address: site.address,
      openingHours: site.openingHours,
    });
  });

  it.each(['request_acknowledgement', 'request_notification', 'order_confirmation'] as const)(
    '%s signs text and HTML alike with the company’s name, address, phone and e-mail',
    (template) => {
      const mail = renderEmail(template, template === 'order_confirmation' ? order : request, context);
      const identity = [site.legalName, site.address.street, `${site.address.postalCode} ${site.address.city}`, site.phone, site.email];
      for (const fact of identity) {
        expect(mail.text).toContain(fact);
        expect(mail.html).toContain(fact);
      }
      expect(mail.html).toMatch(/^<!doctype html>[\s\S]*<html lang="fr"/i);
    },
  );

  it('acknowledge a request to the visitor in French, with what they sent and what comes next', () => {
    const mail = renderEmail('request_acknowledgement', request, context);
    expect(mail.subject).toBe('VisioLease : nous avons bien reçu votre demande de devis');
    expect(mail.text).toContain('Bonjour Camille Durand <b>gras</b>,');
    expect(mail.text).toContain('nous cherchons un écran de 55 pouces.');
    expect(mail.text).toContain('01 84 60 32 10');
    expect(mail.text).toContain('La suite');
    expect(mail.replyTo).toBe('contact@visiolease.fr');
  });

  it('never renders what a visitor typed as HTML', () => {
    for (const template of ['request_acknowledgement', 'request_notification'] as const) {
      const { html } = renderEmail(template, request, context);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>gras</b>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&lt;b&gt;gras&lt;/b&gt;');
    }
  });

  it('notify the sales team with a link to the request in the back-office, replying to the visitor', () => {
    const mail = renderEmail('request_notification', request, context);
    expect(mail.subject).toContain('Camille Durand');
    expect(mail.text).toContain('https://www.visiolease.fr/admin/quotes/3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b');
    expect(mail.html).toContain('<a href="https://www.visiolease.fr/admin/quotes/3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b"');
    expect(mail.text).toContain('Boulangerie « Durand »');
    expect(mail.replyTo).toBe('camille@exemple.fr');
  });

  it('confirm an order with its number, lines and monthly rent', () => {
    const mail = renderEmail('order_confirmation', order, context);
    expect(mail.subject).toBe('Confirmation de votre commande CMD-2026-00042');
    expect(mail.text).toContain('Totem 55"');
    expect(mail.text).toContain('Mur LED 3 × 2 m');
    // 2 × 89,90 + 810 = 989,80 € HT per month
    expect(mail.text.replace(/\s/g, ' ')).toContain('989,80 €');
  });

  it('refuse an unknown template or a payload that lacks what the template needs', () => {
    expect(() => renderEmail('newsletter', request, context)).toThrow(EmailPayloadError);
    expect(() => renderEmail('request_acknowledgement', { ...request, email: undefined }, context)).toThrow(EmailPayloadError);
    expect(() => renderEmail('order_confirmation', { ...order, items: 'rien' }, context)).toThrow(EmailPayloadError);
  });
});

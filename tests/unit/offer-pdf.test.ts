import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderOfferPdf, sha256Hex, type OfferPdfData } from '../../supabase/functions/_shared/pdf/offer-pdf';
import { offerPdfText } from '../support/offer-pdf-text';

/** The offer's PDF (issue 26 §2): real French typography from an embedded font, the same bytes every time. */
const font = new Uint8Array(readFileSync('supabase/functions/_shared/fonts/DejaVuSans.ttf'));
const offer: OfferPdfData = {
  reference: 'DEV-2026-00042-v2',
  version: 2,
  created_at: '2026-11-26T09:30:00.000Z',
  sent_at: '2026-11-26T10:00:00.000Z',
  valid_until: '2026-12-26',
  client_company: 'Optique l’Œil Vif',
  client_first_name: 'Inès',
  client_last_name: 'Roussel',
  client_email: 'ines@exemple.fr',
  client_address: { street: '4 rue Nationale', postal_code: '37000', city: 'Tours', country: 'France' },
  payment_terms: 'Prélèvement mensuel, terme à échoir.',
  note: null,
  installation: true,
  maintenance_level: 'premium',
  monthly_total_ht: 1286,
  vat_amount: 257.2,
  monthly_total_ttc: 1543.2,
  commitment_total_ht: 45456,
  company: {
    name: 'VisioLease SAS',
    address: '48 rue de la Chaussée-d’Antin, 75009 Paris',
    siren: '912345678',
    vat_number: 'FR32912345678',
  },
  items: [
    {
      product_name: 'Mur LED',
      product_brand: 'Absen',
      quantity: 1,
      duration_months: 36,
      monthly_rent: 1000,
      discount_percent: 7.41,
      line_monthly_ht: 1000,
    },
    {
      product_name: 'Totem 55"',
      product_brand: null,
      quantity: 2,
      duration_months: 24,
      monthly_rent: 143,
      discount_percent: 0,
      line_monthly_ht: 286,
    },
  ],
};

describe('offer PDF', () => {
  it('prints the company, the client, the number, the lines and the totals with é, €, ’ and narrow spaces', async () => {
    const bytes = await renderOfferPdf(offer, font);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await offerPdfText(bytes);
    expect(text).toContain('VisioLease SAS');
    expect(text).toContain('SIREN 912345678 · TVA FR32912345678');
    expect(text).toContain('Devis DEV-2026-00042-v2');
    expect(text).toContain('Optique l’Œil Vif');
    expect(text).toContain('Valable jusqu’au 26/12/2026');
    expect(text).toContain('Mur LED (Absen)');
    expect(text).toContain('Remise 7,41 %');
    // fr-FR: narrow no-break space between thousands, no-break space before €.
    expect(text).toContain('45\u202f456,00\u00a0€');
    expect(text).toContain('Maintenance : premium, intervention sur site sous 4 h');
    expect(text).toContain('Bon pour accord');
    expect(text).not.toContain('?');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('Devis DEV-2026-00042-v2');
  });

  it('gives the same bytes, hence the same SHA-256, for the same offer', async () => {
    const [a, b] = await Promise.all([renderOfferPdf(offer, font), renderOfferPdf(offer, font)]);
    expect(await sha256Hex(a)).toBe(await sha256Hex(b));
    expect(await sha256Hex(a)).toMatch(/^[0-9a-f]{64}$/);
    const other = await renderOfferPdf({ ...offer, commitment_total_ht: 1 }, font);
    expect(await sha256Hex(other)).not.toBe(await sha256Hex(a));
  });
});

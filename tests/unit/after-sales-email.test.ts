import { describe, expect, it } from 'vitest';
import { EmailPayloadError } from '../../supabase/functions/_shared/email/payload';
import { renderEmail } from '../../supabase/functions/_shared/email/render';

/** The after-sales e-mails (issue 27): incident acknowledgement, status changes, end of contract. */
const context = { siteUrl: 'https://www.visiolease.fr/' };
const incident = {
  incident_id: '9a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  incident_number: 'INC-2026-00012',
  contract_number: 'CTR-2026-00003',
  service_level: 'standard',
  type: 'panne',
  type_label: 'Panne',
  status: 'open',
  status_label: 'Ouvert',
  reporter_name: 'Inès <b>Roussel</b>',
  // Friday 27 November 2026, 23:30 in Paris; the deadline 48 h later.
  reported_at: '2026-11-27T22:30:00+00:00',
  deadline_at: '2026-11-29T22:30:00+00:00',
  planned_for: null,
  product_name: 'Totem 55"',
  serial_number: 'SN-0042',
};

describe('after-sales e-mails', () => {
  it('acknowledges an incident with its number and the promised deadline in Paris time', () => {
    const mail = renderEmail('incident_acknowledgement', incident, context);
    expect(mail.subject).toBe('Votre incident INC-2026-00012 est enregistré');
    expect(mail.text).toContain('Bonjour Inès <b>Roussel</b>,');
    expect(mail.html).not.toContain('<b>Roussel</b>');
    expect(mail.text).toContain('intervention sur site sous 48 h : au plus tard le 29 novembre 2026 à 23:30');
    expect(mail.text).toMatch(/Équipement.*Totem 55" \(n° SN-0042\)/);
    expect(mail.text).not.toContain('dépôt de plainte');
    expect(mail.replyTo).toBe('contact@visiolease.fr');
  });

  it('promises 4 h to a premium contract and asks for the police report of a theft', () => {
    const mail = renderEmail(
      'incident_acknowledgement',
      { ...incident, service_level: 'premium', type: 'vol', deadline_at: '2026-11-28T02:30:00+00:00' },
      context,
    );
    expect(mail.text).toContain('sous 4 h : au plus tard le 28 novembre 2026 à 03:30');
    expect(mail.text).toContain('récépissé de votre dépôt de plainte');
  });

  it('tells each status in French, with the planned date', () => {
    const planned = renderEmail(
      'incident_status',
      { ...incident, status: 'planned', planned_for: '2026-11-30T08:00:00+00:00' },
      context,
    );
    expect(planned.subject).toBe('Incident INC-2026-00012 : Planifié');
    expect(planned.text).toContain('Une intervention est planifiée le 30 novembre 2026 à 09:00.');
    expect(renderEmail('incident_status', { ...incident, status: 'in_progress' }, context).subject).toBe(
      'Incident INC-2026-00012 : En intervention',
    );
    expect(renderEmail('incident_status', { ...incident, status: 'resolved' }, context).text).toContain(
      'L’incident est résolu.',
    );
    expect(() => renderEmail('incident_status', { ...incident, status: 'reopened' }, context)).toThrow(
      EmailPayloadError,
    );
  });

  it('offers renewal at 10 % off, upgrade or free return three months ahead', () => {
    const mail = renderEmail(
      'contract_end_notice',
      {
        contract_id: '1a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
        contract_number: 'CTR-2026-00003',
        customer_first_name: 'Inès',
        customer_last_name: 'Roussel',
        customer_company: 'Optique Roussel',
        end_date: '2027-02-28',
        renewal_discount_percent: 10,
        items: [
          { product_name: 'Totem 55"', product_brand: 'Philips', serial_number: 'SN-0042' },
          { product_name: 'Écran vitrine', product_brand: null, serial_number: null },
        ],
      },
      context,
    );
    expect(mail.subject).toBe('Votre contrat CTR-2026-00003 prend fin le 28/02/2027');
    expect(mail.text).toContain('Bonjour Inès Roussel,');
    expect(mail.text).toContain('10 % de remise sur le loyer');
    expect(mail.text).toContain('gratuitement');
    expect(mail.text).toMatch(/Totem 55" \(Philips\).*SN-0042/);
    expect(() => renderEmail('contract_end_notice', { contract_number: 'CTR-2026-00003' }, context)).toThrow(
      EmailPayloadError,
    );
  });
});

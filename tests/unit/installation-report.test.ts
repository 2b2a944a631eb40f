import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  renderInstallationReport,
  type InstallationReportData,
} from '../../supabase/functions/_shared/pdf/installation-report';
import { sha256Hex } from '../../supabase/functions/_shared/pdf/document';
import { offerPdfText } from '../support/offer-pdf-text';

/** The installation report (issue 27 §1): what the customer signs on the tablet. */
const font = new Uint8Array(readFileSync('supabase/functions/_shared/fonts/DejaVuSans.ttf'));
const report: InstallationReportData = {
  contract_number: 'CTR-2026-00007',
  customer_company: 'Optique l’Œil Vif',
  customer_first_name: 'Inès',
  customer_last_name: 'Roussel',
  customer_email: 'ines@exemple.fr',
  customer_phone: '+33 6 12 34 56 78',
  service_level: 'premium',
  duration_months: 36,
  installation_planned_on: '2026-12-08',
  technician_name: 'Karim Benali',
  signed_name: 'Inès Roussel',
  // 23:30 UTC is already the next day in Paris.
  signed_at: '2026-12-08T23:30:00.000Z',
  company: {
    name: 'VisioLease SAS',
    address: '48 rue de la Chaussée-d’Antin, 75009 Paris',
    siren: '912345678',
    vat_number: 'FR32912345678',
  },
  units: [
    { product_name: 'Mur LED', product_brand: 'Absen', serial_number: 'ABS-2026-0001' },
    { product_name: 'Totem 55"', product_brand: null, serial_number: 'TOT/55-A.77' },
  ],
};

describe('installation report PDF', () => {
  it('prints the contract, the customer, every unit with its serial number, the training and the signature', async () => {
    const bytes = await renderInstallationReport(report, font);
    const text = await offerPdfText(bytes);
    expect(text).toContain('Procès-verbal d’installation');
    expect(text).toContain('Contrat CTR-2026-00007');
    expect(text).toContain('Optique l’Œil Vif');
    expect(text).toContain('Mur LED (Absen)');
    expect(text).toContain('ABS-2026-0001');
    expect(text).toContain('TOT/55-A.77');
    expect(text).toContain('Date prévue : 08/12/2026');
    expect(text).toContain('Date d’installation : 09/12/2026');
    expect(text).toContain('Technicien : Karim Benali');
    expect(text).toContain('Niveau de service : Premium : intervention sur site sous 4 h');
    expect(text).toContain('Une formation de 2 h');
    expect(text).toMatch(/Signé pour le client par Inès Roussel, le 09\/12\/2026 à 00:30 \(heure de Paris\)/);
    expect(text).not.toContain('?');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Procès-verbal d’installation CTR-2026-00007');
  });

  it('gives the same bytes for the same signature, and other bytes for another serial number', async () => {
    const [a, b] = await Promise.all([renderInstallationReport(report, font), renderInstallationReport(report, font)]);
    expect(await sha256Hex(a)).toBe(await sha256Hex(b));
    const other = await renderInstallationReport(
      { ...report, units: [{ ...report.units[0], serial_number: 'ABS-2026-0002' }, report.units[1]] },
      font,
    );
    expect(await sha256Hex(other)).not.toBe(await sha256Hex(a));
  });
});

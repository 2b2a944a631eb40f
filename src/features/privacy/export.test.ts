import { describe, expect, it } from 'vitest';
import { csvValue, exportFileName, foundCount, personalDataCsv, personalDataJson } from './export';

describe('personal data export', () => {
  const data = {
    leads: [
      { email: 'lea@example.fr', score: 42.5, marketing_consent: false, created_at: '2026-11-26T23:30:00+00:00' },
    ],
    orders: [],
    quote_requests: [
      {
        id: '0000000a-0000-4000-8000-000000000001',
        status: 'in_progress',
        message: '=HYPERLINK("x")',
        address: { city: 'Lyon' },
        due_on: '2026-12-27',
        phone: null,
      },
    ],
  };

  it('writes French Excel CSV: BOM, semicolons, fr-FR dates in Paris time, decimal commas, neutralised formulas', () => {
    const csv = personalDataCsv(data);
    expect(csv.startsWith('\uFEFFDonnées;Ligne;Champ;Valeur\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toContain('Leads;1;E-mail;lea@example.fr');
    expect(lines).toContain('Leads;1;Score;42,5');
    expect(lines).toContain('Leads;1;Accepte les campagnes e-mail;non');
    // 23:30 UTC on 26 November is 00:30 on the 27th in Paris.
    expect(lines).toContain('Leads;1;Date de création;27/11/2026 00:30');
    expect(lines).toContain(`Demandes de devis;1;Message;"'=HYPERLINK(""x"")"`);
    expect(lines).toContain('Demandes de devis;1;Statut;En cours');
    expect(lines).toContain('Demandes de devis;1;Téléphone;');
    // The file is the person's copy of everything held: technical fields too, by their stored name.
    expect(lines).toContain('Demandes de devis;1;id;0000000a-0000-4000-8000-000000000001');
    expect(lines).toContain('Demandes de devis;1;due_on;27/12/2026');
    expect(lines).toContain('Demandes de devis;1;address;"{""city"":""Lyon""}"');
  });

  it('keeps every table in the JSON file, empty ones included', () => {
    const parsed = JSON.parse(personalDataJson('lea@example.fr', data, new Date('2026-11-27T08:00:00Z')));
    expect(parsed).toEqual({ email: 'lea@example.fr', exported_at: '2026-11-27T08:00:00.000Z', data });
    expect(Object.keys(parsed.data)).toEqual(['leads', 'orders', 'quote_requests']);
  });

  it('counts rows and names files after the address', () => {
    expect(foundCount(data)).toBe(2);
    expect(exportFileName('Léa.Martin+devis@Example.fr', '2026-11-27', 'csv')).toBe(
      'donnees-l-a.martin-devis-example.fr-2026-11-27.csv',
    );
    expect(csvValue(12)).toBe('12');
  });
});

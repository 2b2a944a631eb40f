import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nameKey, UNREADABLE, useRecordNames } from '@/domain/record-names';
import { PEOPLE } from '@/domain/shared/table-words';
import { usePersonalData } from '../api/find-personal-data';
import type { PersonalData } from '../export';
import { PersonalDataSearch } from './personal-data-search';
import { rawIdentifiers } from '../../../../tests/support/raw-identifiers';

vi.mock('../api/find-personal-data', () => ({ usePersonalData: vi.fn() }));
vi.mock('@/domain/record-names', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/domain/record-names')>()),
  useRecordNames: vi.fn(),
}));
const found = vi.mocked(usePersonalData);
const names = vi.mocked(useRecordNames);

const contract = '0000000c-0000-4000-8000-000000000001';
const incident = '0000000d-0000-4000-8000-000000000002';
const technician = '5eed0001-0000-4000-8000-000000000001';
const request = '0000000a-0000-4000-8000-000000000003';

/** find_personal_data's answer for a customer with a contract, an incident and the trail of both. */
const data: PersonalData = {
  quote_requests: [],
  contracts: [
    {
      id: contract,
      contract_number: 'CT-2026-00012',
      status: 'active',
      customer_email: 'nadia@pharmacie.fr',
      service_level: 'standard',
      monthly_rent_ht: 190,
      installation_window_ok: true,
      installation_technician_id: technician,
      installation_report_path: `contracts/${contract}/pv.pdf`,
      installation_report_sha256: 'ab'.repeat(32),
      created_at: '2026-11-20T10:00:00+00:00',
    },
  ],
  incidents: [
    {
      id: incident,
      incident_number: 'INC-2026-00003',
      type: 'panne',
      status: 'in_progress',
      source: 'customer',
      contract_id: contract,
      technician_id: technician,
    },
  ],
  incident_photos: [
    { id: 'p1', incident_id: incident, path: `${incident}/photo.jpg`, created_at: '2026-11-21T09:00:00Z' },
  ],
  staff_tasks: [
    {
      id: 't1',
      kind: 'end_of_lease',
      title: 'Préparer la fin du contrat',
      contract_id: contract,
      due_on: '2029-09-01',
    },
  ],
  audit_log: [
    {
      id: 7,
      at: '2026-11-21T10:00:00+00:00',
      actor_id: technician,
      actor_email: 'theo@visiolease.fr',
      area: 'service',
      table_name: 'incidents',
      row_id: incident,
      entity_id: incident,
      action: 'update',
      changes: { status: { before: 'planned', after: 'in_progress' } },
    },
  ],
  email_outbox: [
    {
      id: 'e1',
      template: 'incident_acknowledgement',
      recipient: 'nadia@pharmacie.fr',
      status: 'sent',
      incident_id: incident,
      quote_request_id: request,
      payload: { incident_number: 'INC-2026-00003', contract_id: contract },
      provider_id: 'msg-1',
    },
  ],
};

beforeEach(() => {
  found.mockReset();
  found.mockReturnValue({ isPending: false, isError: false, data } as never);
  names.mockReset();
  names.mockReturnValue(
    new Map([
      [nameKey('contracts', contract), 'CT-2026-00012'],
      [nameKey('incidents', incident), 'INC-2026-00003'],
      [nameKey(PEOPLE, technician), 'Théo Technicien'],
    ]),
  );
});

describe('PersonalDataSearch', () => {
  it('names every table, field and record in French, never by its id or its name in the database', () => {
    const { container } = render(<PersonalDataSearch email="nadia@pharmacie.fr" onSearch={vi.fn()} />);

    // One request per kind of record the rows point at.
    expect(names).toHaveBeenLastCalledWith({
      contracts: [contract],
      incidents: [incident],
      people: [technician],
      quote_requests: [request],
    });
    const summaries = Array.from(container.querySelectorAll('summary')).map((summary) => summary.textContent);
    expect(summaries).toEqual([
      'Contrats (1)',
      'Incidents (1)',
      'Photos des incidents (1)',
      'Tâches de l’équipe (1)',
      'Journal d’audit (1)',
      'E-mails (1)',
    ]);
    expect(screen.getByText(/^Rien dans :/)).toHaveTextContent('Rien dans : Demandes de devis.');

    const field = (section: string, label: string) => {
      const details = screen.getByText(new RegExp(`^${section} \\(`)).closest('details') as HTMLElement;
      return within(details).getByText(label).nextElementSibling?.textContent;
    };
    expect(field('Contrats', 'N° de contrat')).toBe('CT-2026-00012');
    expect(field('Contrats', 'Statut')).toBe('Actif');
    expect(field('Contrats', 'Niveau de service')).toBe('Standard');
    expect(field('Contrats', 'Loyer mensuel HT')).toBe('190,00\u00a0€');
    expect(field('Contrats', 'Installation dans le délai promis')).toBe('Oui');
    expect(field('Contrats', 'Technicien de l’installation')).toBe('Théo Technicien');
    expect(field('Contrats', 'Date de création')).toBe('20/11/2026 11:00:00');
    expect(field('Incidents', 'Type')).toBe('Panne');
    expect(field('Incidents', 'Statut')).toBe('En intervention');
    expect(field('Incidents', 'Signalé par')).toBe('Le client');
    expect(field('Incidents', 'Contrat')).toBe('CT-2026-00012');
    expect(field('Photos des incidents', 'Incident')).toBe('INC-2026-00003');
    expect(field('Tâches de l’équipe', 'Type')).toBe('Fin de contrat');
    expect(field('Journal d’audit', 'Personne')).toBe('Théo Technicien');
    expect(field('Journal d’audit', 'Zone')).toBe('SAV');
    expect(field('Journal d’audit', 'Élément')).toBe('Incident');
    expect(field('Journal d’audit', 'Action')).toBe('Modification');
    expect(field('Journal d’audit', 'Modifications')).toBe('Statut : Planifié → En intervention');
    expect(field('E-mails', 'Modèle d’e-mail')).toBe('Accusé de réception d’incident');
    // A request this reader may not read, or that is gone.
    expect(field('E-mails', 'Demande')).toBe(UNREADABLE);

    // Storage paths, hashes, the provider's id and the rows' own ids are not shown.
    const text = container.textContent ?? '';
    expect(text).not.toContain('pv.pdf');
    expect(text).not.toContain('abab');
    expect(text).not.toContain('msg-1');
    expect(rawIdentifiers(text)).toEqual([]);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffAuth } from '../../../../tests/support/auth';
import { MyInterventions } from './my-interventions';

/** A supabase stand-in answering each table's query with the rows the test gives, recording the calls. */
const fake = vi.hoisted(() => {
  const calls: Record<string, unknown[][]> = {};
  const rows: Record<string, unknown[]> = {};
  function builder(table: string) {
    calls[table] = [];
    const target: Record<string, unknown> = {
      then: (resolve: (value: unknown) => void) => resolve({ data: rows[table] ?? [], error: null }),
    };
    const proxy: unknown = new Proxy(target, {
      get(object, name: string) {
        if (name in object) return object[name];
        return (...args: unknown[]) => {
          calls[table]!.push([name, ...args]);
          return proxy;
        };
      },
    });
    return proxy;
  }
  return { calls, rows, builder };
});
vi.mock('@/lib/supabase-lazy', () => ({ getSupabase: async () => ({ from: (table: string) => fake.builder(table) }) }));

const now = new Date('2026-11-27T10:00:00Z');
const incident = (number: string, deadline: string, over: Record<string, unknown> = {}) => ({
  id: `id-${number}`,
  incident_number: number,
  contract_id: 'c1',
  contract_number: 'CTR-2026-00007',
  customer_company: 'Pharmacie du Port',
  reporter_name: 'Nadia Service',
  type: 'panne',
  status: 'open',
  deadline_at: deadline,
  intervened_at: null,
  is_late: false,
  replacement_due: false,
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  // In the order the database sorts them: the nearest deadline first, the visits by date.
  fake.rows.incident_board = [
    incident('INC-2026-00011', '2026-11-27T08:00:00Z', { is_late: true }),
    incident('INC-2026-00012', '2026-11-27T13:20:00Z', { status: 'planned' }),
  ];
  fake.rows.service_visits = [
    {
      id: 'v1',
      kind: 'maintenance',
      contract_id: 'c2',
      incident_id: null,
      scheduled_on: '2026-12-03',
      status: 'planned',
      contract: { contract_number: 'CTR-2026-00002', customer_company: 'Hôtel Riviera', customer_last_name: 'Roux' },
    },
  ];
});
afterEach(() => vi.useRealTimers());

function renderList() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <StaffAuth roles={['technicien']}>
          <MyInterventions />
        </StaffAuth>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MyInterventions', () => {
  it('lists my open incidents first with their time left, then my planned visits by date', async () => {
    renderList();
    const incidents = within(
      await screen.findByRole('list', { name: 'Incidents à traiter, par échéance' }),
    ).getAllByRole('listitem');
    expect(incidents.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'INC-2026-00011',
      'INC-2026-00012',
    ]);
    expect(incidents[0]).toHaveTextContent('En retard de 2 h');
    expect(within(incidents[0]!).getByText('En retard')).toBeInTheDocument();
    expect(incidents[1]).toHaveTextContent('3 h 20 restantes');
    expect(incidents[1]).toHaveTextContent('Planifié');

    const visits = within(screen.getByRole('list', { name: 'Visites planifiées, par date' })).getAllByRole('listitem');
    expect(visits[0]).toHaveTextContent('Maintenance préventive · CTR-2026-00002 · Hôtel Riviera');
    expect(visits[0]).toHaveTextContent('03/12/2026');
  });

  it('asks the database for the signed-in user’s open incidents by deadline and planned visits by date', async () => {
    renderList();
    await screen.findByRole('list', { name: 'Incidents à traiter, par échéance' });
    const me = 'b3f1c2a4-0000-4000-8000-000000000001';
    expect(fake.calls.incident_board).toEqual(
      expect.arrayContaining([
        ['eq', 'technician_id', me],
        ['in', 'status', ['open', 'planned', 'in_progress']],
        ['order', 'deadline_at', { ascending: true }],
      ]),
    );
    expect(fake.calls.service_visits).toEqual(
      expect.arrayContaining([
        ['eq', 'technician_id', me],
        ['eq', 'status', 'planned'],
        ['order', 'scheduled_on', { ascending: true }],
      ]),
    );
  });

  it('says when nothing is assigned', async () => {
    fake.rows.incident_board = [];
    fake.rows.service_visits = [];
    renderList();
    expect(await screen.findByText('Aucun incident ne vous est assigné.')).toBeInTheDocument();
    expect(screen.getByText('Aucune visite planifiée.')).toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncidentStatus } from '@/domain/service/status';
import { IncidentActions } from './incident-actions';

/** The RPC the buttons call, answered as the database would. */
const rpc = vi.hoisted(() => vi.fn(async () => ({ data: 'planned', error: null })));
vi.mock('@/lib/supabase-lazy', () => ({ getSupabase: async () => ({ rpc }) }));

const technicians = [
  { id: '7ec0a000-0000-4000-8000-000000000001', full_name: 'Théo Martin' },
  // Unnamed by an administrator: the database gives the address's local part, never the address.
  { id: '7ec0a000-0000-4000-8000-000000000002', full_name: 'lina' },
];
const incidentId = '1c1d0000-0000-4000-8000-000000000001';

function renderActions(status: IncidentStatus, technicianId: string | null = null) {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <IncidentActions
        id={incidentId}
        status={status}
        technicianId={technicianId}
        plannedFor={null}
        technicians={technicians}
      />
    </QueryClientProvider>,
  );
  return user;
}

beforeEach(() => rpc.mockClear());

describe('IncidentActions', () => {
  it('offers each later status but « Planifié », which needs the plan', () => {
    renderActions('open');
    expect(screen.getAllByRole('button', { name: /^Passer à/ }).map((button) => button.textContent)).toEqual([
      'Passer à « En intervention »',
      'Passer à « Résolu »',
      'Passer à « Clos »',
    ]);
    expect(screen.getByRole('combobox', { name: /Technicien/ })).toHaveDisplayValue('Choisir…');
    expect(screen.getByRole('option', { name: 'lina' })).toBeInTheDocument();
  });

  it('asks for the technician before assigning, then assigns without moving the status', async () => {
    const user = renderActions('open');
    await user.click(screen.getByRole('button', { name: 'Assigner le technicien' }));
    expect(await screen.findByText('Choisissez le technicien.')).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: /Technicien/ }), 'Théo Martin');
    await user.click(screen.getByRole('button', { name: 'Assigner le technicien' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('set_incident_status', {
        p_incident_id: incidentId,
        p_status: 'open',
        p_technician_id: technicians[0]!.id,
        p_planned_for: undefined,
      }),
    );
  });

  it('plans with a technician and a date, sent as an instant', async () => {
    const user = renderActions('open', technicians[1]!.id);
    await user.click(screen.getByRole('button', { name: 'Planifier l’intervention' }));
    expect(await screen.findByText('Indiquez la date et l’heure de l’intervention.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Date et heure de l’intervention/), '2026-12-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Planifier l’intervention' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('set_incident_status', {
        p_incident_id: incidentId,
        p_status: 'planned',
        p_technician_id: technicians[1]!.id,
        p_planned_for: new Date('2026-12-01T09:30').toISOString(),
      }),
    );
  });

  it('once in intervention, neither plans again nor goes back', () => {
    renderActions('in_progress', technicians[0]!.id);
    expect(screen.queryByRole('button', { name: /Planifier/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Passer à/ }).map((button) => button.textContent)).toEqual([
      'Passer à « Résolu »',
      'Passer à « Clos »',
    ]);
  });

  it('says a closed incident moves no more', () => {
    renderActions('closed');
    expect(screen.getByText('Incident clos : plus aucun changement possible.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

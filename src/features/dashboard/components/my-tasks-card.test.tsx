import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@/config/permissions';
import { StaffAuth } from '../../../../tests/support/auth';
import { useMyTasks, type MyTask } from '../api/fetch-my-tasks';
import { MyTasksCard } from './my-tasks-card';

vi.mock('../api/fetch-my-tasks', () => ({ useMyTasks: vi.fn() }));
const mockedUseMyTasks = vi.mocked(useMyTasks);
type Result = ReturnType<typeof useMyTasks>;

const task = (over: Partial<MyTask>): MyTask => ({
  id: 't1',
  kind: 'end_of_lease',
  title: 'Fin de contrat CTR-2026-00001 : proposer le renouvellement',
  due_on: '2099-01-15',
  contract_id: 'c0ffee00-0000-4000-8000-000000000001',
  contracts: { contract_number: 'CTR-2026-00001', customer_company: 'Optique l’Œil Vif', end_date: '2099-04-15' },
  ...over,
});

function renderCard(roles: StaffRole[] = ['commercial']) {
  render(
    <MemoryRouter>
      <StaffAuth roles={roles}>
        <MyTasksCard />
      </StaffAuth>
    </MemoryRouter>,
  );
}

beforeEach(() => mockedUseMyTasks.mockReset());

describe('MyTasksCard', () => {
  it('lists the open end-of-lease tasks, each a link to its contract, the late ones flagged', () => {
    mockedUseMyTasks.mockReturnValue({
      data: [
        task({
          id: 't0',
          title: 'Fin de contrat CTR-2026-00009 : appeler le client',
          due_on: '2020-03-01',
          contract_id: 'c0ffee00-0000-4000-8000-000000000009',
          contracts: { contract_number: 'CTR-2026-00009', customer_company: null, end_date: '2020-06-01' },
        }),
        task({}),
      ],
      isPending: false,
      error: null,
    } as unknown as Result);
    renderCard();
    expect(screen.getByRole('heading', { name: 'Mes tâches' })).toBeInTheDocument();
    expect(mockedUseMyTasks).toHaveBeenCalledWith('b3f1c2a4-0000-4000-8000-000000000001', true);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/contracts/c0ffee00-0000-4000-8000-000000000009',
      '/admin/contracts/c0ffee00-0000-4000-8000-000000000001',
    ]);
    expect(screen.getByText('en retard, à faire avant le 01/03/2020')).toBeInTheDocument();
    expect(screen.getByText('à faire avant le 15/01/2099')).toBeInTheDocument();
    expect(screen.getByText(/CTR-2026-00001 · Optique l’Œil Vif/)).toBeInTheDocument();
  });

  it('says when there is nothing to do', () => {
    mockedUseMyTasks.mockReturnValue({ data: [], isPending: false, error: null } as unknown as Result);
    renderCard();
    expect(screen.getByText('Aucune tâche en cours.')).toBeInTheDocument();
  });

  it('is not there for a role that cannot read contracts', () => {
    mockedUseMyTasks.mockReturnValue({ data: undefined, isPending: true, error: null } as unknown as Result);
    renderCard(['marketing']);
    expect(screen.queryByRole('heading', { name: 'Mes tâches' })).not.toBeInTheDocument();
    expect(mockedUseMyTasks).toHaveBeenCalledWith('b3f1c2a4-0000-4000-8000-000000000001', false);
  });
});

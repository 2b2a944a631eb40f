import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCloseDataRequest } from '../api/close-data-request';
import { useErasePersonalData } from '../api/erase-personal-data';
import { useErasurePlan } from '../api/erasure-plan';
import { useDataRequests, type DataRequest } from '../api/fetch-data-requests';
import { parisToday } from '../deadline';
import { DataRequestList } from './data-request-list';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/fetch-data-requests', () => ({ useDataRequests: vi.fn() }));
vi.mock('../api/close-data-request', () => ({ useCloseDataRequest: vi.fn() }));
vi.mock('../api/erasure-plan', () => ({ useErasurePlan: vi.fn() }));
vi.mock('../api/erase-personal-data', () => ({ useErasePersonalData: vi.fn() }));

const close = { mutate: vi.fn(), isPending: false };
const erase = { mutate: vi.fn(), isPending: false };
const today = parisToday();
const base: DataRequest = {
  id: 'r1',
  email: 'lea@example.fr',
  kind: 'erasure',
  received_on: '2026-09-01',
  due_on: '2026-10-01',
  status: 'open',
  handled_at: null,
  notes: null,
  outcome: null,
};

beforeEach(() => {
  close.mutate.mockReset();
  erase.mutate.mockReset();
  vi.mocked(useCloseDataRequest).mockReturnValue(close as never);
  vi.mocked(useErasePersonalData).mockReturnValue(erase as never);
  vi.mocked(useErasurePlan).mockImplementation(
    (id) =>
      (id
        ? {
            isPending: false,
            isError: false,
            data: {
              erased: { leads_anonymised: 1, emails_deleted: 2, offers_deleted: 0 },
              kept: [{ table: 'orders', count: 1, reason: 'Commandes : conservées 10 ans.' }],
            },
          }
        : { isPending: true, isError: false, data: undefined }) as never,
  );
  vi.mocked(useDataRequests).mockReturnValue({
    isPending: false,
    isError: false,
    data: [
      base,
      { ...base, id: 'r2', email: 'marc@example.fr', kind: 'access', due_on: '2100-01-01' },
      { ...base, id: 'r3', email: 'anne@example.fr', status: 'done', handled_at: '2026-09-10T10:00:00Z' },
    ],
  } as never);
});

describe('DataRequestList', () => {
  it('shows each deadline, « En retard » only for an open request past it, and the actions each kind allows', async () => {
    const user = userEvent.setup({ delay: null });
    const onShowData = vi.fn();
    render(<DataRequestList onShowData={onShowData} />, { wrapper: StaffAuth });
    expect(today > '2026-10-01').toBe(true);
    const [late, access, done] = screen.getAllByRole('row').slice(1);
    expect(late).toHaveTextContent('01/10/2026');
    expect(within(late).getByText('En retard')).toBeInTheDocument();
    expect(within(access).queryByText('En retard')).toBeNull();
    expect(within(done).queryByText('En retard')).toBeNull();
    expect(done).toHaveTextContent('Traitée');
    expect(within(done).queryByRole('button', { name: 'Effacer les données' })).toBeNull();

    await user.click(
      within(access).getByRole('button', { name: 'Marquer comme traitée la demande de marc@example.fr' }),
    );
    expect(close.mutate).toHaveBeenCalledWith('r2');
    await user.click(within(access).getByRole('button', { name: 'Voir les données' }));
    expect(onShowData).toHaveBeenCalledWith('marc@example.fr');

    // The confirmation lists what goes and what stays, and why, before anything is erased.
    await user.click(within(late).getByRole('button', { name: 'Effacer les données' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Leads anonymisés : 1');
    expect(dialog).toHaveTextContent('E-mails supprimés : 2');
    expect(dialog).not.toHaveTextContent('Devis supprimés');
    expect(dialog).toHaveTextContent('Commandes (1) : Commandes : conservées 10 ans.');
    expect(erase.mutate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Effacer les données' }));
    expect(erase.mutate).toHaveBeenCalledWith('r1');
  });

  it('shows a reader no action that changes anything', () => {
    render(
      <StaffAuth roles={['viewer']}>
        <DataRequestList onShowData={vi.fn()} />
      </StaffAuth>,
    );
    expect(screen.queryByRole('button', { name: 'Effacer les données' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Marquer comme traitée/ })).toBeNull();
  });
});

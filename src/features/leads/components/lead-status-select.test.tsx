import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { LeadStatusSelect } from './lead-status-select';

vi.mock('../api/update-lead-status', () => ({ useUpdateLeadStatus: vi.fn() }));
const mutate = vi.fn();
const hook = (state: { isPending: boolean; variables?: string }) =>
  vi
    .mocked(useUpdateLeadStatus)
    .mockReturnValue({ mutate, ...state } as unknown as ReturnType<typeof useUpdateLeadStatus>);

beforeEach(() => mutate.mockReset());

describe('LeadStatusSelect', { timeout: 30_000 }, () => {
  it('shows the chosen status while the write runs, stays focusable and ignores new changes', async () => {
    hook({ isPending: true, variables: 'won' });
    const user = userEvent.setup({ delay: null });
    render(<LeadStatusSelect leadId="l1" status="new" contactLabel="Hélène Dubois" />);
    const trigger = screen.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' });
    expect(trigger).toHaveTextContent('Gagné');
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    expect(trigger).toBeEnabled();
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Perdu' }));
    expect(mutate).not.toHaveBeenCalled();
  });

  it('does not write when the same status is chosen again', async () => {
    hook({ isPending: false });
    const user = userEvent.setup({ delay: null });
    render(<LeadStatusSelect leadId="l1" status="contacted" contactLabel="Hélène Dubois" />);
    await user.click(screen.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' }));
    await user.click(await screen.findByRole('option', { name: 'Contacté' }));
    expect(mutate).not.toHaveBeenCalled();
  });

  it('shows an unknown status as itself and lets any known status be chosen', async () => {
    hook({ isPending: false });
    const user = userEvent.setup({ delay: null });
    render(<LeadStatusSelect leadId="l1" status="a_rappeler" contactLabel="x@exemple.fr" />);
    const trigger = screen.getByRole('combobox', { name: 'Statut du lead x@exemple.fr' });
    expect(trigger).toHaveTextContent('a_rappeler');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Gagné' }));
    expect(mutate).toHaveBeenCalledWith('won');
  });
});

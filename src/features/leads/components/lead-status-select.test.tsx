import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUpdateLeadStatus } from '../api/update-lead-status';
import { LeadStatusSelect } from './lead-status-select';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/update-lead-status', () => ({ useUpdateLeadStatus: vi.fn() }));
const mutate = vi.fn();
const hook = (state: { isPending: boolean; variables?: string }) =>
  vi
    .mocked(useUpdateLeadStatus)
    .mockReturnValue({ mutate, ...state } as unknown as ReturnType<typeof useUpdateLeadStatus>);

beforeEach(() => {
  mutate.mockReset();
  vi.mocked(useUpdateLeadStatus).mockReset();
});

describe('LeadStatusSelect', { timeout: 30_000 }, () => {
  it('mounts no select and no mutation until it is used, then opens at once', async () => {
    hook({ isPending: false });
    const user = userEvent.setup({ delay: null });
    render(<LeadStatusSelect leadId="l1" status="qualified" contactLabel="Hélène Dubois" />, { wrapper: StaffAuth });
    const lookAlike = screen.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' });
    expect(lookAlike).toHaveTextContent('Qualifié');
    expect(lookAlike).toHaveAttribute('aria-expanded', 'false');
    expect(useUpdateLeadStatus).not.toHaveBeenCalled();
    await user.click(lookAlike);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(7);
    expect(useUpdateLeadStatus).toHaveBeenCalledWith('l1');
  });

  it('opens from the keyboard and keeps the focus on its trigger after a choice', async () => {
    hook({ isPending: false });
    const user = userEvent.setup({ delay: null });
    render(<LeadStatusSelect leadId="l1" status="new" contactLabel="Hélène Dubois" />, { wrapper: StaffAuth });
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Nouveau' })).toHaveFocus());
    // Radix moves the focus on the next tick: one key at a time.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Contacté' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Qualifié' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(mutate).toHaveBeenCalledWith('qualified');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' })).toHaveFocus();
  });

  it('shows the chosen status while the write runs, stays focusable and ignores new changes', async () => {
    hook({ isPending: true, variables: 'won' });
    const user = userEvent.setup({ delay: null });
    render(<LeadStatusSelect leadId="l1" status="new" contactLabel="Hélène Dubois" />, { wrapper: StaffAuth });
    await user.click(screen.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' }));
    await user.click(await screen.findByRole('option', { name: 'Perdu' }));
    expect(mutate).not.toHaveBeenCalled();
    const trigger = screen.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' });
    expect(trigger).toHaveTextContent('Gagné');
    expect(trigger).toHaveAttribute('aria-busy', 'true');
    expect(trigger).toBeEnabled();
  });

  it('does not write when the same status is chosen again', async () => {
    hook({ isPending: false });
    const user = userEvent.setup({ delay: null });
    render(<LeadStatusSelect leadId="l1" status="contacted" contactLabel="Hélène Dubois" />, { wrapper: StaffAuth });
    await user.click(screen.getByRole('combobox', { name: 'Statut du lead Hélène Dubois' }));
    await user.click(await screen.findByRole('option', { name: 'Contacté' }));
    expect(mutate).not.toHaveBeenCalled();
  });

  it('shows an unknown status as itself and lets any known status be chosen', async () => {
    hook({ isPending: false });
    const user = userEvent.setup({ delay: null });
    render(<LeadStatusSelect leadId="l1" status="a_rappeler" contactLabel="x@exemple.fr" />, { wrapper: StaffAuth });
    const trigger = screen.getByRole('combobox', { name: 'Statut du lead x@exemple.fr' });
    expect(trigger).toHaveTextContent('a_rappeler');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Gagné' }));
    expect(mutate).toHaveBeenCalledWith('won');
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreateLead } from '../api/create-lead';
import { LeadCreateButton } from './lead-create-button';

vi.mock('../api/create-lead', () => ({ useCreateLead: vi.fn() }));

beforeEach(() => {
  vi.mocked(useCreateLead).mockReturnValue({ mutate: vi.fn(), isPending: false } as unknown as ReturnType<
    typeof useCreateLead
  >);
});

describe('LeadCreateButton', { timeout: 30_000 }, () => {
  it('opens the dialog on a click made before its code has loaded', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LeadCreateButton />);
    await user.click(screen.getByRole('button', { name: 'Nouveau lead' }));
    expect(await screen.findByRole('dialog', { name: 'Nouveau lead' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it('loads the dialog when idle, closed, with the same button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LeadCreateButton />);
    // The real trigger replaces the placeholder once loaded (it carries aria-haspopup="dialog").
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Nouveau lead' })).toHaveAttribute('aria-haspopup', 'dialog'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nouveau lead' }));
    expect(await screen.findByRole('dialog', { name: 'Nouveau lead' })).toBeInTheDocument();
  });
});

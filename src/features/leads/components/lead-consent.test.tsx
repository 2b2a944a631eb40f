import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { marketingConsentWording } from '@/config/marketing-consent';
import { useWithdrawConsent } from '../api/withdraw-consent';
import { LeadConsent } from './lead-consent';
import { makeLead } from './test-fixtures';

vi.mock('../api/withdraw-consent', () => ({ useWithdrawConsent: vi.fn() }));

const withdraw = vi.fn();
const requestId = '3f0c1e2a-1111-4222-8333-444455556666';
const given = makeLead({
  marketing_consent: true,
  marketing_consent_at: '2026-11-20T14:05:00.000Z',
  marketing_consent_request_id: requestId,
  marketing_consent_form: 'partner',
  marketing_consent_page: '/devenir-partenaire',
  marketing_consent_wording: marketingConsentWording,
});

beforeEach(() => {
  withdraw.mockReset();
  vi.mocked(useWithdrawConsent).mockReturnValue({ mutate: withdraw, isPending: false } as unknown as ReturnType<
    typeof useWithdrawConsent
  >);
});

function renderConsent(lead = given, canWrite = true) {
  render(
    <MemoryRouter>
      <LeadConsent lead={lead} canWrite={canWrite} />
    </MemoryRouter>,
  );
}

describe('LeadConsent', () => {
  it('shows the evidence of a consent and lets staff withdraw it, after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsent();
    expect(screen.getByText('Accord donné')).toBeInTheDocument();
    expect(screen.getByText(/^Partenariat/)).toBeInTheDocument();
    expect(screen.getByText('/devenir-partenaire')).toBeInTheDocument();
    expect(screen.getByText(`« ${marketingConsentWording} »`)).toBeInTheDocument();
    expect(screen.getByText(/20 novembre 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la demande où l’accord a été donné' })).toHaveAttribute(
      'href',
      `/admin/quotes/${requestId}`,
    );
    // Nothing here gives consent: no box to tick.
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retirer l’accord' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer l’accord de ce contact ?' });
    expect(withdraw).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’accord' }));
    expect(withdraw).toHaveBeenCalledTimes(1);
  });

  it('after a withdrawal, keeps the evidence and says when; nothing to give it back', () => {
    renderConsent({ ...given, marketing_consent: false, marketing_consent_withdrawn_at: '2026-11-24T09:00:00.000Z' });
    expect(screen.getByText('Accord retiré')).toBeInTheDocument();
    expect(screen.getByText(/^Retiré le .*24 novembre 2026/)).toBeInTheDocument();
    expect(screen.getByText(`« ${marketingConsentWording} »`)).toBeInTheDocument();
    expect(screen.getByText(/Seul le contact peut donner son accord/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without consent, explains who may give it', () => {
    renderConsent(makeLead());
    expect(screen.getByText('Pas d’accord')).toBeInTheDocument();
    expect(screen.getByText(/Seul le contact peut donner son accord/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('read-only roles see the evidence, not the action', () => {
    renderConsent(given, false);
    expect(screen.getByText('Accord donné')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer l’accord' })).toBeNull();
  });
});

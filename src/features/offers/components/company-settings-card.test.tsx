import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffAuth } from '../../../../tests/support/auth';
import { CompanySettingsCard } from './company-settings-card';

const api = vi.hoisted(() => ({ save: vi.fn() }));
const company = {
  name: 'VisioLease SAS',
  address: '48 rue de la Chaussée-d’Antin, 75009 Paris',
  siren: '912345678',
  vat_number: 'FR32912345678',
};

vi.mock('../api/company-settings', () => ({
  useCompanySettings: () => ({ data: company, isPending: false }),
  useSaveCompanySettings: () => ({ mutateAsync: api.save, isPending: false }),
}));

beforeEach(() => api.save.mockReset().mockResolvedValue(undefined));

describe('CompanySettingsCard', () => {
  it('lets an admin change the company block, with French messages for a wrong SIREN or VAT number', async () => {
    render(<CompanySettingsCard />, { wrapper: ({ children }) => <StaffAuth roles={['admin']}>{children}</StaffAuth> });
    const siren = screen.getByRole('textbox', { name: /SIREN/ });
    await userEvent.clear(siren);
    await userEvent.type(siren, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le SIREN compte 9 chiffres.')).toBeInTheDocument();
    expect(siren).toHaveAttribute('aria-invalid', 'true');
    expect(api.save).not.toHaveBeenCalled();
    await userEvent.clear(siren);
    await userEvent.type(siren, '987654321');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(api.save).toHaveBeenCalledWith({ ...company, siren: '987654321' });
  });

  it('shows it, without a form, to other staff', () => {
    render(<CompanySettingsCard />, {
      wrapper: ({ children }) => <StaffAuth roles={['commercial']}>{children}</StaffAuth>,
    });
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByText(/SIREN 912345678 · TVA FR32912345678/)).toBeInTheDocument();
  });
});

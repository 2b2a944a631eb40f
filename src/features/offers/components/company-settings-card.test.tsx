import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffAuth } from '../../../../tests/support/auth';
import type { CompanySettings } from '../company-settings-schema';
import { CompanySettingsCard } from './company-settings-card';

const api = vi.hoisted(() => ({ save: vi.fn(), missing: [] as string[], company: null as unknown }));
const complete: CompanySettings = {
  name: 'VisioLease SAS',
  address: '48 rue de la Chaussée-d’Antin, 75009 Paris',
  siren: '912345675',
  vat_number: 'FR65912345675',
  legal_form: 'SAS',
  share_capital: 500000,
  rcs: 'RCS Paris 912 345 675',
  siret: '91234567500017',
  head_office_street: '48 rue de la Chaussée-d’Antin',
  head_office_postal_code: '75009',
  head_office_city: 'Paris',
  sepa_creditor_id: 'FR72ZZZ123456',
  iban: 'FR7630006000011234567890189',
  bic: 'BNPAFRPPXXX',
  late_penalty_rate: 12.15,
  billing_email: 'facturation@visiolease.fr',
  vat_on_debits: false,
};

vi.mock('../api/company-settings', () => ({
  useCompanySettings: () => ({ data: api.company, isPending: false }),
  useMissingBillingMentions: () => ({ data: api.missing }),
  useSaveCompanySettings: () => ({ mutateAsync: api.save, isPending: false }),
}));

beforeEach(() => {
  api.save.mockReset().mockResolvedValue(undefined);
  api.missing = [];
  api.company = complete;
});

const asAdmin = {
  wrapper: ({ children }: { children: React.ReactNode }) => <StaffAuth roles={['admin']}>{children}</StaffAuth>,
};
const box = (name: RegExp | string) => screen.getByRole('textbox', { name });
async function retype(name: RegExp | string, value: string) {
  await userEvent.clear(box(name));
  if (value) await userEvent.type(box(name), value);
}
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('CompanySettingsCard', () => {
  it('checks each identifier as its standard does, with French messages at the field', async () => {
    render(<CompanySettingsCard />, asAdmin);
    await retype(/^SIREN/, '912345678');
    await retype('IBAN', 'FR76 3000 6000 0112 3456 7890 188');
    await retype('Identifiant créancier SEPA (ICS)', 'FR00ZZZ123456');
    await retype('BIC', 'BNPA');
    await save();
    expect(await screen.findByText('SIREN invalide : la clé de contrôle ne correspond pas.')).toBeInTheDocument();
    expect(box(/^SIREN/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('IBAN invalide : la clé de contrôle ne correspond pas.')).toBeInTheDocument();
    expect(screen.getByText(/Identifiant créancier SEPA \(ICS\) invalide : la clé de contrôle/)).toBeInTheDocument();
    expect(screen.getByText(/BIC invalide : 8 ou 11 caractères/)).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('wants a SIRET and a VAT number of the company’s own SIREN, and every mention', async () => {
    render(<CompanySettingsCard />, asAdmin);
    await retype(/^SIRET/, '44306184100005');
    await retype('Numéro de TVA intracommunautaire', 'FR64443061841');
    await retype('Forme juridique', '');
    await retype('Taux des pénalités de retard (% par an)', '150');
    await save();
    expect(await screen.findByText('Le SIRET commence par le SIREN de la société.')).toBeInTheDocument();
    expect(screen.getByText('Le numéro de TVA se termine par le SIREN de la société.')).toBeInTheDocument();
    expect(screen.getByText('La forme juridique est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText(/taux annuel entre 0 et 100 %/)).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('saves identifiers compact and amounts as numbers, typed the French way', async () => {
    api.company = { ...complete, iban: null, share_capital: null, late_penalty_rate: null };
    render(<CompanySettingsCard />, asAdmin);
    await retype('IBAN', 'fr76 3000 6000 0112 3456 7890 189');
    await retype('Capital social (€)', '1 000 000');
    await retype('Taux des pénalités de retard (% par an)', '12,15');
    await userEvent.click(screen.getByRole('checkbox', { name: 'TVA acquittée d’après les débits' }));
    await save();
    expect(api.save).toHaveBeenCalledWith({
      ...complete,
      iban: 'FR7630006000011234567890189',
      share_capital: 1000000,
      late_penalty_rate: 12.15,
      vat_on_debits: true,
    });
  });

  it('says which mentions invoices still lack, and shows the block without a form to other staff', () => {
    api.missing = ['forme juridique', 'IBAN'];
    render(<CompanySettingsCard />, {
      wrapper: ({ children }) => <StaffAuth roles={['commercial']}>{children}</StaffAuth>,
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Facturation impossible tant que ces mentions manquent : forme juridique, IBAN.',
    );
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByText(/VisioLease SAS, SAS, .* · SIREN 912345675 · TVA FR65912345675/)).toBeInTheDocument();
  });
});

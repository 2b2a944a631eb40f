import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OfferCatalogueProduct } from '../api/fetch-offer-catalogue';
import { toSaveOfferArgs, type OfferFormValues } from '../offer-form-schema';
import { OfferForm } from './offer-form';

/** The billing fields of the offer editor (issue 36): the billing period and a higher first rent. */
const product = (id: string, name: string, purchase: number): OfferCatalogueProduct => ({
  id,
  name,
  brand: null,
  purchase_price: purchase,
  monthly_price_12: null,
  monthly_price_24: null,
  monthly_price_36: null,
  monthly_price_48: null,
});
// 60 000 € over 60 months: 1 080 € a month each (the simulator's formula).
const products = [product('mur', 'Mur LED', 60000), product('ecran', 'Écran', 30000)];

const values = (over: Partial<OfferFormValues> = {}): OfferFormValues => ({
  quote_request_id: null,
  client_first_name: 'Nora',
  client_last_name: 'Vidal',
  client_email: 'nora@galeries-vidal.fr',
  client_phone: '',
  client_company: 'Galeries Vidal',
  client_siret: '',
  street: '',
  postal_code: '',
  city: '',
  valid_until: '2099-12-31',
  payment_terms: 'Prélèvement mensuel, terme à échoir.',
  note: '',
  installation: true,
  maintenance_level: 'standard',
  billing_frequency: 'monthly',
  first_rent_ht: '',
  items: [{ product_id: 'mur', quantity: 2, duration_months: 60, monthly_rent: 1080 }],
  ...over,
});

function renderForm(defaults: OfferFormValues) {
  const onSubmit = vi.fn(async (_values: OfferFormValues) => undefined);
  render(
    <OfferForm
      defaultValues={defaults}
      products={products}
      submitLabel="Enregistrer"
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return onSubmit;
}

const firstRent = () => screen.getByRole('textbox', { name: /Premier loyer majoré/ });

describe('OfferForm, billing', () => {
  it('sends the billing period and the first rent, typed with a comma', async () => {
    const onSubmit = renderForm(values());
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Périodicité de facturation' }),
      'Trimestrielle',
    );
    await userEvent.type(firstRent(), '8000,50');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]![0];
    expect(toSaveOfferArgs(sent).fields).toMatchObject({ billing_frequency: 'quarterly', first_rent_ht: 8000.5 });
  });

  it('refuses a first rent that does not exceed the monthly rent, at the field', async () => {
    const onSubmit = renderForm(values());
    await userEvent.type(firstRent(), '2160');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(/Le premier loyer majoré doit dépasser le loyer mensuel \(2\s160,00\s€ HT\)\./),
    ).toBeInTheDocument();
    expect(firstRent()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses it on equipment of 100 000 € HT or less, and a malformed amount', async () => {
    const onSubmit = renderForm(
      values({ items: [{ product_id: 'ecran', quantity: 2, duration_months: 60, monthly_rent: 540 }] }),
    );
    await userEvent.type(firstRent(), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(/réservé aux équipements de plus de 100 000 € HT \(ici 60\s000,00\s€\)/),
    ).toBeInTheDocument();
    await userEvent.clear(firstRent());
    await userEvent.type(firstRent(), '12 €');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Indiquez le premier loyer en euros/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends no first rent when the field is empty', () => {
    expect(toSaveOfferArgs(values()).fields).toMatchObject({ billing_frequency: 'monthly', first_rent_ht: null });
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueProduct } from '../api/fetch-order-catalogue';
import { emptyAddress, emptyLine, type OrderFormValues } from '../order-form-schema';
import { OrderForm } from './order-form';

vi.setConfig({ testTimeout: 30_000 });

const products: CatalogueProduct[] = [
  {
    id: 'p-mur',
    name: 'Mur LED 3 × 2 m',
    brand: 'Absen',
    purchase_price: 36_000,
    monthly_price_12: null,
    monthly_price_24: null,
    monthly_price_36: null,
    monthly_price_48: null,
  },
  {
    id: 'p-totem',
    name: 'Totem 55"',
    brand: null,
    purchase_price: null,
    monthly_price_12: 210,
    monthly_price_24: 120,
    monthly_price_36: 89.9,
    monthly_price_48: 75,
  },
];

const blank: OrderFormValues = {
  customer_first_name: '',
  customer_last_name: '',
  customer_email: '',
  customer_phone: '',
  customer_company: '',
  billing_address: { ...emptyAddress },
  shipping_address: { ...emptyAddress },
  status: 'pending',
  payment_status: 'pending',
  notes: '',
  items: [emptyLine()],
};

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup({ delay: null });
  render(<OrderForm defaultValues={blank} products={products} submitLabel="Créer la commande" onSubmit={onSubmit} />);
  return { user, onSubmit };
}

async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('OrderForm', () => {
  it('prices a line with the simulator’s formula, keeps the rent editable and totals HT, TVA and TTC', async () => {
    const { user } = renderForm();
    const line1 = screen.getByRole('listitem', { name: 'Ligne 1' });
    await choose(user, line1, 'Produit', 'Mur LED 3 × 2 m — Absen');
    // round(36 000 / 36 × 1.08) = 1 080 € HT / month
    expect(within(line1).getByLabelText('Loyer mensuel HT (€)')).toHaveValue(1080);
    await choose(user, line1, 'Durée', '48 mois');
    expect(within(line1).getByLabelText('Loyer mensuel HT (€)')).toHaveValue(810);

    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    const line2 = screen.getByRole('listitem', { name: 'Ligne 2' });
    await choose(user, line2, 'Produit', 'Totem 55"');
    expect(within(line2).getByLabelText('Loyer mensuel HT (€)')).toHaveValue(89.9);
    const quantity = within(line2).getByLabelText('Quantité');
    await user.clear(quantity);
    await user.type(quantity, '2');

    const figures = screen.getByLabelText('Totaux');
    // 810 + 2 × 89.90 = 989.80 HT; VAT 197.96; 1 187.76 TTC; 810 × 48 + 2 × 89.90 × 36 = 45 352.80
    expect(figures).toHaveTextContent(/Loyer mensuel HT\s*989,80\s€/);
    expect(figures).toHaveTextContent(/TVA 20 %\s*197,96\s€/);
    expect(figures).toHaveTextContent(/Loyer mensuel TTC\s*1\s187,76\s€/);
    expect(figures).toHaveTextContent(/Engagement total HT\s*45\s352,80\s€/);

    await user.click(within(line1).getByRole('button', { name: 'Retirer la ligne 1' }));
    expect(screen.getAllByRole('listitem', { name: /^Ligne/ })).toHaveLength(1);
    expect(figures).toHaveTextContent(/Loyer mensuel HT\s*179,80\s€/);
  });

  it('says what is wrong at each field and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/^E-mail/), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Notes'), '<script>x</script>');
    await user.click(screen.getByRole('button', { name: 'Créer la commande' }));
    expect(await screen.findByText('Le prénom est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Le nom est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).')).toBeInTheDocument();
    expect(screen.getByText('Les notes ne doivent pas contenir de balises.')).toBeInTheDocument();
    expect(screen.getByText('Choisissez un produit du catalogue.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prénom/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the save fails', async () => {
    const { user, onSubmit } = renderForm(vi.fn().mockRejectedValue(new Error('réseau')));
    await user.type(screen.getByLabelText(/^Prénom/), 'Inès');
    await user.type(screen.getByLabelText(/^Nom/), 'Roussel');
    await user.type(screen.getByLabelText(/^E-mail/), 'ines@roussel.fr');
    await choose(user, screen.getByRole('listitem', { name: 'Ligne 1' }), 'Produit', 'Totem 55"');
    await user.click(screen.getByRole('button', { name: 'Créer la commande' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      customer_first_name: 'Inès',
      items: [
        { product_id: 'p-totem', product_name: 'Totem 55"', quantity: 1, duration_months: 36, monthly_payment: 89.9 },
      ],
    });
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Inès');
    expect(screen.getByRole('button', { name: 'Créer la commande' })).toBeEnabled();
  });
});

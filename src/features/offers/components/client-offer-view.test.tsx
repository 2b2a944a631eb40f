import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientOffer } from '../api/client-offer';
import { ClientOfferView } from './client-offer-view';

const api = vi.hoisted(() => ({
  offer: { data: null as unknown, isPending: false, isError: false },
  accept: vi.fn(),
  acceptError: null as unknown,
  decline: vi.fn(),
}));

vi.mock('../api/client-offer', () => ({
  useClientOffer: () => api.offer,
  useAcceptOffer: () => ({
    mutate: api.accept,
    isPending: false,
    isError: api.acceptError !== null,
    error: api.acceptError,
  }),
  useDeclineOffer: () => ({ mutate: api.decline, isPending: false, isError: false, error: null }),
}));

const offer: ClientOffer = {
  offer_id: '9a7b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  reference: 'DEV-2026-00042',
  version: 1,
  status: 'sent',
  client_company: 'Optique Roussel',
  client_first_name: 'Inès',
  client_last_name: 'Roussel',
  client_address: null,
  valid_until: '2026-12-27',
  payment_terms: 'Prélèvement mensuel, terme à échoir.',
  note: null,
  installation: true,
  maintenance_level: 'standard',
  monthly_total_ht: 286,
  vat_amount: 57.2,
  monthly_total_ttc: 343.2,
  commitment_total_ht: 9456,
  sent_at: '2026-11-27T09:00:00Z',
  accepted_at: null,
  accepted_name: null,
  accepted_position: null,
  declined_at: null,
  has_pdf: true,
  company: {
    name: 'VisioLease SAS',
    address: '48 rue de la Chaussée-d’Antin, 75009 Paris',
    siren: '912345678',
    vat_number: 'FR32912345678',
  },
  items: [
    {
      product_name: 'Totem 55"',
      product_brand: 'Philips',
      quantity: 2,
      duration_months: 36,
      list_monthly: 108,
      monthly_rent: 108,
      discount_percent: 0,
      line_monthly_ht: 216,
      line_total_ht: 7776,
    },
  ],
};

const show = () =>
  render(
    <MemoryRouter>
      <ClientOfferView token={'a'.repeat(64)} />
    </MemoryRouter>,
  );

beforeEach(() => {
  api.acceptError = null;
  api.accept.mockReset();
  api.decline.mockReset();
});

describe('ClientOfferView', () => {
  it('says an unknown link is not valid and how to ask for an offer', () => {
    api.offer = { data: null, isPending: false, isError: false };
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de devis n’est pas valide');
    expect(screen.getByRole('link', { name: 'Demandez un devis' })).toHaveAttribute('href', '/contact-pro');
  });

  it('shows the offer, its totals and its PDF; refuses to accept without name, position and « Bon pour accord »', async () => {
    api.offer = { data: offer, isPending: false, isError: false };
    show();
    expect(screen.getByRole('heading', { name: 'Devis DEV-2026-00042' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le devis en PDF' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/functions/v1/offer-pdf?token=${'a'.repeat(64)}&offer_id=${offer.offer_id}`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer mon accord' }));
    expect(screen.getByText('Indiquez vos nom et prénom.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez votre fonction.')).toBeInTheDocument();
    expect(screen.getByText('Cochez « Bon pour accord » pour accepter le devis.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Bon pour accord/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.accept).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Nom et prénom/ }), 'Inès Roussel');
    await userEvent.type(screen.getByRole('textbox', { name: /Fonction/ }), 'Gérante');
    await userEvent.click(screen.getByRole('checkbox', { name: /Bon pour accord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer mon accord' }));
    expect(api.accept).toHaveBeenCalledWith(
      { signer_name: 'Inès Roussel', signer_position: 'Gérante', agreed: true },
      expect.anything(),
    );
  });

  it('says at the field that the name and position hold on one line (a pasted tab), before asking', async () => {
    api.offer = { data: offer, isPending: false, isError: false };
    show();
    await userEvent.click(screen.getByRole('textbox', { name: /Nom et prénom/ }));
    await userEvent.paste('Inès\tRoussel');
    await userEvent.type(screen.getByRole('textbox', { name: /Fonction/ }), 'Gérante');
    await userEvent.click(screen.getByRole('checkbox', { name: /Bon pour accord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer mon accord' }));
    expect(screen.getByText('Indiquez vos nom et prénom sur une seule ligne.')).toBeInTheDocument();
    expect(api.accept).not.toHaveBeenCalled();
  });

  it('never shows the database’s own error to the client', () => {
    api.offer = { data: offer, isPending: false, isError: false };
    api.acceptError = {
      code: '23514',
      message: 'new row for relation "orders" violates check constraint "orders_hardening_check"',
      details: 'Failing row contains (…, Inès, Roussel, …).',
    };
    show();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Une valeur saisie ne respecte pas le format attendu.');
    expect(alert.textContent).not.toMatch(/orders|Failing row|violates/);
  });

  it('an expired offer offers no acceptance, only a way to ask again', () => {
    api.offer = { data: { ...offer, status: 'expired' }, isPending: false, isError: false };
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Ce devis a expiré le 27/12/2026');
    expect(screen.queryByRole('button', { name: 'Confirmer mon accord' })).toBeNull();
  });
});

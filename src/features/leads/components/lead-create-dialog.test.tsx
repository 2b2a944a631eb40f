import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreateLead } from '../api/create-lead';
import type { Lead } from '../api/fetch-leads';
import { LeadCreateDialog } from './lead-create-dialog';
import { makeLead } from './test-fixtures';

vi.mock('../api/create-lead', () => ({ useCreateLead: vi.fn() }));

const mutate = vi.fn();
let succeed: ((lead: Lead) => void) | undefined;

beforeEach(() => {
  mutate.mockReset();
  vi.mocked(useCreateLead).mockImplementation((onSuccess) => {
    succeed = onSuccess;
    return { mutate, isPending: false } as unknown as ReturnType<typeof useCreateLead>;
  });
});

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  render(<LeadCreateDialog />);
  await user.click(screen.getByRole('button', { name: 'Nouveau lead' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau lead' });
  return { user, dialog: within(dialog) };
}

describe('LeadCreateDialog', { timeout: 30_000 }, () => {
  it('requires an e-mail, with a French message at the field, and sends nothing', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Créer le lead' }));
    const email = dialog.getByLabelText(/^Email/);
    expect(await dialog.findByText('Veuillez saisir l’adresse e-mail du lead.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('type', 'email');
    expect(mutate).not.toHaveBeenCalled();
  });

  it('refuses an invalid e-mail', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText(/^Email/), 'jean.dupont@exemple');
    await user.click(dialog.getByRole('button', { name: 'Créer le lead' }));
    expect(
      await dialog.findByText('Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).'),
    ).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('offers only Nouveau, Contacté and Qualifié as status, Nouveau by default', async () => {
    const { user, dialog } = await openDialog();
    const status = dialog.getByRole('combobox', { name: 'Statut' });
    expect(status).toHaveTextContent('Nouveau');
    await user.click(status);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Nouveau', 'Contacté', 'Qualifié']);
    await user.keyboard('{Escape}');
  });

  it('offers the five sources, Site Web by default', async () => {
    const { user, dialog } = await openDialog();
    const source = dialog.getByRole('combobox', { name: 'Source' });
    expect(source).toHaveTextContent('Site Web');
    await user.click(source);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Site Web',
      'Partenaire',
      'Événement',
      'Publicité',
      'Référencement',
    ]);
    await user.keyboard('{Escape}');
  });

  it('sends the spec fields (empty texts as null), then closes and resets on success', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Prénom'), 'Hélène');
    await user.type(dialog.getByLabelText(/^Email/), '  helene@boulangerie.fr ');
    await user.click(dialog.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Partenaire' }));
    await user.click(dialog.getByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'Qualifié' }));
    await user.type(dialog.getByLabelText('Notes'), 'Projet de mur LED');
    await user.click(dialog.getByRole('button', { name: 'Créer le lead' }));

    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate).toHaveBeenCalledWith(
      {
        email: 'helene@boulangerie.fr',
        first_name: 'Hélène',
        last_name: null,
        company: null,
        phone: null,
        source: 'partner',
        status: 'qualified',
        notes: 'Projet de mur LED',
      },
      expect.anything(),
    );

    succeed?.(makeLead());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Nouveau lead' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Nouveau lead' }));
    expect(reopened.getByLabelText('Prénom')).toHaveValue('');
    expect(reopened.getByLabelText(/^Email/)).toHaveValue('');
    expect(reopened.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Nouveau');
  });

  it('keeps the dialog open with every field when the save fails', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Nom'), 'Dubois');
    await user.type(dialog.getByLabelText(/^Email/), 'helene@boulangerie.fr');
    await user.type(dialog.getByLabelText('Société'), 'Boulangerie Dubois');
    await user.click(dialog.getByRole('button', { name: 'Créer le lead' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    // The mutation failed: onSuccess is never called (the hook shows the toast).
    expect(screen.getByRole('dialog', { name: 'Nouveau lead' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Nom')).toHaveValue('Dubois');
    expect(dialog.getByLabelText(/^Email/)).toHaveValue('helene@boulangerie.fr');
    expect(dialog.getByLabelText('Société')).toHaveValue('Boulangerie Dubois');
  });

  it('sends once on a double click, and can send again after a failure', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText(/^Email/), 'helene@boulangerie.fr');
    await user.dblClick(dialog.getByRole('button', { name: 'Créer le lead' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mutate).toHaveBeenCalledTimes(1);

    // The write failed (settled without success): a new click sends again.
    mutate.mock.calls[0][1].onSettled();
    await user.click(dialog.getByRole('button', { name: 'Créer le lead' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(2));
  });

  it('refuses markup and an invalid phone at their fields', async () => {
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText(/^Email/), 'helene@boulangerie.fr');
    await user.type(dialog.getByLabelText('Téléphone'), 'appelez-moi');
    await user.type(dialog.getByLabelText('Société'), '<b>Gras</b>');
    await user.click(dialog.getByRole('button', { name: 'Créer le lead' }));
    expect(
      await dialog.findByText('Veuillez saisir un numéro de téléphone valide (ex. 01 23 45 67 89).'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Le nom de la société ne doit pas contenir de balises HTML.')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });
});

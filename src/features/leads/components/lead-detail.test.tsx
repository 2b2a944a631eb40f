import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeleteLead } from '../api/delete-lead';
import { useLead } from '../api/fetch-lead';
import { useAddLeadNote, useLeadNotes } from '../api/lead-notes';
import { useUpdateLead } from '../api/update-lead';
import { LeadDetail } from './lead-detail';
import { makeLead } from './test-fixtures';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/fetch-lead', () => ({ useLead: vi.fn() }));
vi.mock('../api/update-lead', () => ({ useUpdateLead: vi.fn() }));
vi.mock('../api/delete-lead', () => ({ useDeleteLead: vi.fn() }));
vi.mock('../api/lead-notes', () => ({ useLeadNotes: vi.fn(), useAddLeadNote: vi.fn() }));
vi.mock('../api/withdraw-consent', () => ({
  useWithdrawConsent: () => ({ mutate: vi.fn(), isPending: false }),
}));

const lead = makeLead({ quote_request_id: '3f0c1e2a-1111-4222-8333-444455556666', next_action_date: '2026-12-01' });
const save = vi.fn();
const remove = vi.fn();
const addNote = vi.fn();
let onDeleted: () => void = () => undefined;

beforeEach(() => {
  save.mockReset();
  remove.mockReset();
  addNote.mockReset().mockResolvedValue(undefined);
  vi.mocked(useLead).mockReturnValue({ data: lead, isPending: false, error: null } as unknown as ReturnType<
    typeof useLead
  >);
  vi.mocked(useUpdateLead).mockReturnValue({ mutateAsync: save } as unknown as ReturnType<typeof useUpdateLead>);
  vi.mocked(useDeleteLead).mockImplementation((_id, deleted) => {
    onDeleted = deleted;
    return { mutate: remove, isPending: false } as unknown as ReturnType<typeof useDeleteLead>;
  });
  vi.mocked(useLeadNotes).mockReturnValue({
    data: [
      {
        id: 'n2',
        lead_id: lead.id,
        body: 'Devis envoyé par e-mail.',
        author_id: null,
        author_email: 'admin@example.com',
        created_at: '2026-11-22T09:15:00.000Z',
      },
    ],
    isPending: false,
  } as unknown as ReturnType<typeof useLeadNotes>);
  vi.mocked(useAddLeadNote).mockReturnValue({ mutateAsync: addNote } as unknown as ReturnType<typeof useAddLeadNote>);
});

function LocationProbe() {
  const current = useLocation();
  return <output data-testid="location">{current.pathname}</output>;
}

function renderDetail() {
  return render(
    <MemoryRouter initialEntries={[`/admin/marketing/leads/${lead.id}`]}>
      <Routes>
        <Route path="*" element={<LeadDetail id={lead.id} />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    { wrapper: StaffAuth },
  );
}

describe('LeadDetail', { timeout: 30_000 }, () => {
  it('refuses a score out of 0–100 at the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderDetail();
    const score = screen.getByLabelText('Score');
    expect(score).toHaveValue(35);
    await user.clear(score);
    await user.type(score, '150');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le score doit être un nombre entier compris entre 0 et 100.')).toBeInTheDocument();
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();

    await user.clear(score);
    await user.type(score, '-5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(save).not.toHaveBeenCalled();
  });

  it('sends only the changed fields: score and next action date', async () => {
    const user = userEvent.setup({ delay: null });
    save.mockResolvedValue({ ...lead, score: 80, next_action_date: '2027-01-15' });
    renderDetail();
    expect(screen.getByLabelText('Date de la prochaine action')).toHaveValue('2026-12-01');
    await user.clear(screen.getByLabelText('Score'));
    await user.type(screen.getByLabelText('Score'), '80');
    await user.clear(screen.getByLabelText('Date de la prochaine action'));
    await user.type(screen.getByLabelText('Date de la prochaine action'), '2027-01-15');
    await user.type(screen.getByLabelText('Prochaine action'), '  Rappeler pour le devis  ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        score: 80,
        next_action_date: '2027-01-15',
        next_action: 'Rappeler pour le devis',
      }),
    );
  });

  it('keeps what was typed when the save fails', async () => {
    const user = userEvent.setup({ delay: null });
    save.mockRejectedValue(new Error('refusé'));
    renderDetail();
    await user.clear(screen.getByLabelText('Société'));
    await user.type(screen.getByLabelText('Société'), 'Pâtisserie Dubois');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Société')).toHaveValue('Pâtisserie Dubois');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('refuses a next action date outside 2000–2100 and a blank e-mail', async () => {
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.clear(screen.getByLabelText('Date de la prochaine action'));
    await user.type(screen.getByLabelText('Date de la prochaine action'), '1999-12-31');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'La date de la prochaine action doit être comprise entre le 01/01/2000 et le 31/12/2100.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir l’adresse e-mail du lead.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('links to the request it came from and shows the notes newest first', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Hélène Dubois' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demande d’origine' })).toHaveAttribute(
      'href',
      `/admin/quotes/${lead.quote_request_id}`,
    );
    const timeline = within(screen.getByRole('list', { name: 'Historique des notes' }));
    expect(timeline.getByText('Devis envoyé par e-mail.')).toBeInTheDocument();
    expect(timeline.getByText(/admin@example\.com · .*22 novembre 2026/)).toBeInTheDocument();
  });

  it('adds a note through the timeline', async () => {
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.type(screen.getByLabelText('Nouvelle note'), 'Rappelé, intéressé par 3 écrans.');
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    await waitFor(() => expect(addNote).toHaveBeenCalledWith('Rappelé, intéressé par 3 écrans.'));
    await waitFor(() => expect(screen.getByLabelText('Nouvelle note')).toHaveValue(''));
  });

  it('deletes only after confirmation, then goes back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderDetail();
    await user.click(screen.getByRole('button', { name: 'Supprimer le lead' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer ce lead ?' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
    expect(remove).toHaveBeenCalledTimes(1);
    onDeleted();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/marketing\/leads$/));
  });

  it('says « Lead introuvable » with a link back when the id names no lead', () => {
    vi.mocked(useLead).mockReturnValue({ data: null, isPending: false, error: null } as unknown as ReturnType<
      typeof useLead
    >);
    renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Ce lead n’existe pas ou a été supprimé.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux leads' })).toHaveAttribute('href', '/admin/marketing/leads');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSaveSeoPage } from '../api/save-seo-page';
import type { SeoPage } from '../schemas';
import { SeoPageDialog } from './seo-page-dialog';

vi.mock('../api/save-seo-page', () => ({ useSaveSeoPage: vi.fn() }));

const mutate = vi.fn();
let succeed: ((page: SeoPage) => void) | undefined;

beforeEach(() => {
  mutate.mockReset();
  vi.mocked(useSaveSeoPage).mockImplementation((onSuccess) => {
    succeed = onSuccess;
    return { mutate, isPending: false } as unknown as ReturnType<typeof useSaveSeoPage>;
  });
});

const page: SeoPage = {
  id: '5eed0070-0000-4000-8000-000000000002',
  page_url: '/leasing',
  meta_title: 'Leasing d’écrans professionnels',
  meta_description:
    'Location opérationnelle d’équipements vidéo : loyers déductibles, sans apport, maintenance incluse.',
  keywords: ['leasing écran', 'location opérationnelle', 'simulateur', 'LOA'],
  h1: 'Le leasing d’équipements vidéo',
  canonical_url: '/leasing',
  og_title: 'Titre OG enregistré',
  og_description: 'Description OG enregistrée',
  seo_score: 100,
  status: 'draft',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** The list's way of driving the dialog: open for a page or a new one, and close back. */
function Harness({ editing = null }: { editing?: SeoPage | null }) {
  const [state, setState] = useState<{ open: boolean; editing: SeoPage | null }>({ open: true, editing });
  return (
    <>
      <button type="button" onClick={() => setState({ open: true, editing: null })}>
        Rouvrir
      </button>
      <SeoPageDialog
        open={state.open}
        editing={state.editing}
        onClose={() => setState({ open: false, editing: null })}
      />
    </>
  );
}

function renderDialog(editing: SeoPage | null = null) {
  const user = userEvent.setup({ delay: null });
  render(<Harness editing={editing} />);
  const dialog = within(screen.getByRole('dialog'));
  return { user, dialog };
}

const liveScore = () => screen.getByTestId('seo-live-score').textContent;

describe('SeoPageDialog', { timeout: 30_000 }, () => {
  it('creates: title, labels with their bounds, caps and live counters', async () => {
    const { user, dialog } = renderDialog();
    expect(dialog.getByRole('heading', { name: 'Créer une nouvelle page' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Créer la page' })).toBeInTheDocument();

    const title = dialog.getByLabelText(/^Titre meta \(10-60 caractères\)/);
    const description = dialog.getByLabelText(/^Meta description \(50-160 caractères\)/);
    expect(title).toHaveAttribute('maxLength', '60');
    expect(description).toHaveAttribute('maxLength', '160');
    expect(dialog.getByText('0/60')).toBeInTheDocument();
    expect(dialog.getByText('0/160')).toBeInTheDocument();

    await user.click(title);
    await user.paste('Écrans LED');
    expect(dialog.getByText('10/60')).toBeInTheDocument();
    await user.paste('x'.repeat(80));
    expect(title).toHaveValue(`Écrans LED${'x'.repeat(50)}`);
    expect(dialog.getByText('60/60')).toBeInTheDocument();

    await user.click(description);
    await user.paste('d'.repeat(200));
    expect(dialog.getByText('160/160')).toBeInTheDocument();
  });

  it('shows the score live as the user types, rule by rule', async () => {
    const { user, dialog } = renderDialog();
    expect(liveScore()).toBe('0');
    expect(dialog.getByText('Faible (0)')).toBeInTheDocument();

    await user.click(dialog.getByLabelText(/^Titre meta/));
    await user.paste('a'.repeat(10));
    expect(liveScore()).toBe('0');
    await user.type(dialog.getByLabelText(/^Titre meta/), 'b');
    expect(liveScore()).toBe('25');

    await user.click(dialog.getByLabelText(/^Meta description/));
    await user.paste('d'.repeat(51));
    expect(liveScore()).toBe('50');

    await user.click(dialog.getByLabelText('Titre H1'));
    await user.paste('Un titre H1');
    expect(liveScore()).toBe('70');
    expect(dialog.getByText('Bon (70)')).toBeInTheDocument();

    await user.click(dialog.getByLabelText('Mots-clés'));
    await user.paste('écran, , leasing, ');
    expect(liveScore()).toBe('70');
    await user.paste('LED');
    expect(liveScore()).toBe('85');

    await user.click(dialog.getByLabelText('URL canonique'));
    await user.paste('/leasing');
    expect(liveScore()).toBe('100');
    expect(dialog.getByText('Excellent (100)')).toBeInTheDocument();
  });

  it('requires page_url, meta_title and meta_description and sends nothing', async () => {
    const { user, dialog } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Créer la page' }));
    expect(await dialog.findByText('Veuillez saisir l’URL de la page (ex. /a-propos).')).toBeInTheDocument();
    expect(dialog.getByText('Veuillez saisir le titre meta.')).toBeInTheDocument();
    expect(dialog.getByText('Veuillez saisir la meta description.')).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('refuses a non-relative page_url and a javascript: canonical URL at their fields', async () => {
    const { user, dialog } = renderDialog();
    await user.click(dialog.getByLabelText(/^URL de la page/));
    await user.paste('https://evil.example/a');
    await user.click(dialog.getByLabelText('URL canonique'));
    await user.paste('javascript:alert(1)');
    await user.click(dialog.getByRole('button', { name: 'Créer la page' }));
    expect(
      await dialog.findByText('L’URL doit être relative et commencer par « / » (ex. /a-propos).'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('L’URL canonique doit commencer par http(s):// ou par « / » (ex. /a-propos).'),
    ).toBeInTheDocument();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('creates a published page with the computed score and trimmed keywords', async () => {
    const { user, dialog } = renderDialog();
    await user.click(dialog.getByLabelText(/^URL de la page/));
    await user.paste('/offre-noel');
    await user.click(dialog.getByLabelText(/^Titre meta/));
    await user.paste('Offre de Noël sur les écrans LED');
    await user.click(dialog.getByLabelText(/^Meta description/));
    await user.paste('Profitez de notre offre de fin d’année sur la location d’écrans LED professionnels.');
    await user.click(dialog.getByLabelText('Mots-clés'));
    await user.paste(' noël ,écran LED, , leasing ');
    await user.click(dialog.getByLabelText('Titre Open Graph'));
    await user.paste('Offre de Noël');
    await user.click(dialog.getByRole('button', { name: 'Créer la page' }));

    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate).toHaveBeenCalledWith(
      {
        id: undefined,
        payload: {
          page_url: '/offre-noel',
          meta_title: 'Offre de Noël sur les écrans LED',
          meta_description: 'Profitez de notre offre de fin d’année sur la location d’écrans LED professionnels.',
          keywords: ['noël', 'écran LED', 'leasing'],
          h1: null,
          canonical_url: null,
          og_title: 'Offre de Noël',
          og_description: null,
          seo_score: 65,
          status: 'published',
        },
      },
      expect.anything(),
    );
  });

  it('edits: loads every field, Open Graph included, page_url read-only, and a save keeps them', async () => {
    const { user, dialog } = renderDialog(page);
    expect(dialog.getByRole('heading', { name: 'Modifier la page' })).toBeInTheDocument();
    const url = dialog.getByLabelText(/^URL de la page/);
    expect(url).toHaveValue('/leasing');
    expect(url).toHaveAttribute('readonly');
    expect(dialog.getByLabelText(/^Titre meta/)).toHaveValue(page.meta_title);
    expect(dialog.getByLabelText('Mots-clés')).toHaveValue('leasing écran, location opérationnelle, simulateur, LOA');
    expect(dialog.getByLabelText('Titre Open Graph')).toHaveValue(page.og_title ?? '');
    expect(dialog.getByLabelText('Description Open Graph')).toHaveValue(page.og_description ?? '');
    expect(liveScore()).toBe('100');

    await user.type(url, '-modifiee');
    expect(url).toHaveValue('/leasing');

    await user.click(dialog.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    expect(mutate).toHaveBeenCalledWith(
      {
        id: page.id,
        payload: expect.objectContaining({
          page_url: '/leasing',
          og_title: page.og_title,
          og_description: page.og_description,
          seo_score: 100,
          status: 'published',
        }),
      },
      expect.anything(),
    );
  });

  it('keeps everything typed when the save fails, and clears the form when closed', async () => {
    const { user, dialog } = renderDialog();
    await user.click(dialog.getByLabelText(/^URL de la page/));
    await user.paste('/existe-deja');
    await user.click(dialog.getByLabelText(/^Titre meta/));
    await user.paste('Un titre déjà pris');
    await user.click(dialog.getByLabelText(/^Meta description/));
    await user.paste('Une description');
    await user.click(dialog.getByRole('button', { name: 'Créer la page' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    // Failure: onSuccess is not called, the dialog stays as it was.
    expect(dialog.getByLabelText(/^URL de la page/)).toHaveValue('/existe-deja');
    expect(dialog.getByLabelText(/^Titre meta/)).toHaveValue('Un titre déjà pris');

    await user.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rouvrir' }));
    const reopened = within(await screen.findByRole('dialog'));
    expect(reopened.getByLabelText(/^URL de la page/)).toHaveValue('');
    expect(reopened.getByLabelText(/^Titre meta/)).toHaveValue('');
  });

  it('closes and resets after a successful save', async () => {
    const { user } = renderDialog(page);
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledTimes(1));
    succeed?.(page);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rouvrir' }));
    const reopened = within(await screen.findByRole('dialog'));
    expect(reopened.getByRole('heading', { name: 'Créer une nouvelle page' })).toBeInTheDocument();
    expect(reopened.getByLabelText(/^URL de la page/)).not.toHaveAttribute('readonly');
    expect(reopened.getByLabelText(/^URL de la page/)).toHaveValue('');
  });
});

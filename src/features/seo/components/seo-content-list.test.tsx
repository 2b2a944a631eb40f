import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeoPages } from '../api/fetch-seo-pages';
import { useSaveSeoPage } from '../api/save-seo-page';
import type { SeoPage } from '../schemas';
import { SeoContentList } from './seo-content-list';
import { StaffAuth } from '../../../../tests/support/auth';

vi.mock('../api/fetch-seo-pages', () => ({ useSeoPages: vi.fn() }));
vi.mock('../api/save-seo-page', () => ({ useSaveSeoPage: vi.fn() }));
const mockedUseSeoPages = vi.mocked(useSeoPages);
type Result = ReturnType<typeof useSeoPages>;
const loaded = (data: SeoPage[]) => ({ data, isPending: false, error: null }) as unknown as Result;

function makePage(overrides: Partial<SeoPage>): SeoPage {
  return {
    id: 'p',
    page_url: '/',
    meta_title: 'Titre',
    meta_description: 'Description',
    keywords: [],
    h1: null,
    canonical_url: null,
    og_title: null,
    og_description: null,
    seo_score: 0,
    status: 'published',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const pages = [
  makePage({
    id: 'p1',
    page_url: '/leasing',
    meta_title: 'Leasing d’écrans professionnels',
    meta_description: 'Loyers déductibles, sans apport.',
    keywords: ['leasing', 'écran', 'LOA', 'simulateur', 'déductible'],
    seo_score: 75,
  }),
  makePage({
    id: 'p2',
    page_url: '/faq',
    meta_title: 'Questions fréquentes',
    keywords: ['faq'],
    seo_score: 49,
    status: 'draft',
  }),
  makePage({
    id: 'p3',
    page_url: '/nos-engagements',
    meta_title: 'Nos engagements',
    seo_score: 80,
    status: 'archived',
  }),
];

beforeEach(() => {
  mockedUseSeoPages.mockReset();
  vi.mocked(useSaveSeoPage).mockReturnValue({ mutate: vi.fn(), isPending: false } as unknown as ReturnType<
    typeof useSaveSeoPage
  >);
});

describe('SeoContentList', { timeout: 30_000 }, () => {
  it('says « Chargement... » then « Aucune page trouvée » for an empty or failed list', () => {
    mockedUseSeoPages.mockReturnValue({ data: undefined, isPending: true, error: null } as unknown as Result);
    const { unmount } = render(<SeoContentList />, { wrapper: StaffAuth });
    expect(screen.getByRole('heading', { level: 1, name: 'Contenu SEO' })).toBeInTheDocument();
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    unmount();

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockedUseSeoPages.mockReturnValue({
      data: undefined,
      isPending: false,
      error: new Error('boom'),
    } as unknown as Result);
    render(<SeoContentList />, { wrapper: StaffAuth });
    expect(screen.getByText('Aucune page trouvée')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows URL, title with description, score badge, three keywords and +N, status', () => {
    mockedUseSeoPages.mockReturnValue(loaded(pages));
    render(<SeoContentList />, { wrapper: StaffAuth });
    expect(screen.getByText('3 pages')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'URL',
      'Titre',
      'Score SEO',
      'Mots-clés',
      'Statut',
      'Actions',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    const first = within(rows[0]);
    expect(first.getByText('/leasing')).toBeInTheDocument();
    expect(first.getByText('Leasing d’écrans professionnels')).toBeInTheDocument();
    expect(first.getByText('Loyers déductibles, sans apport.')).toBeInTheDocument();
    expect(first.getByText('Bon (75)')).toBeInTheDocument();
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'leasing',
      'écran',
      'LOA',
      '+2 autres mots-clés : simulateur, déductible',
    ]);
    expect(first.getByText('Publié')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Modifier la page /leasing' })).toBeInTheDocument();

    expect(within(rows[1]).getByText('Faible (49)')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Brouillon')).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/^\+/)).not.toBeInTheDocument();
    expect(within(rows[2]).getByText('Excellent (80)')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Archivé')).toBeInTheDocument();
  });

  it('searches by URL or title, accents ignored', async () => {
    const user = userEvent.setup({ delay: null });
    mockedUseSeoPages.mockReturnValue(loaded(pages));
    render(<SeoContentList />, { wrapper: StaffAuth });
    const search = screen.getByRole('searchbox', { name: 'Rechercher une page' });
    await user.type(search, 'ecrans');
    expect(await screen.findByText('1 page')).toBeInTheDocument();
    expect(screen.getByText('/leasing')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '/faq');
    expect(await screen.findByText('Questions fréquentes')).toBeInTheDocument();
    expect(screen.queryByText('/leasing')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('Aucune page trouvée')).toBeInTheDocument();
  });

  it('opens the dialog to create, and to edit a row', async () => {
    const user = userEvent.setup({ delay: null });
    mockedUseSeoPages.mockReturnValue(loaded(pages));
    render(<SeoContentList />, { wrapper: StaffAuth });
    await user.click(screen.getByRole('button', { name: 'Nouvelle page' }));
    expect(await screen.findByRole('dialog', { name: 'Créer une nouvelle page' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Modifier la page /faq' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la page' }));
    expect(dialog.getByLabelText(/^URL de la page/)).toHaveValue('/faq');
    expect(dialog.getByRole('button', { name: 'Mettre à jour' })).toBeInTheDocument();
  });
});

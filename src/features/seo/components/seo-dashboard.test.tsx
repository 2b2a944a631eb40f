import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeoStats, type SeoStats } from '../api/fetch-seo-stats';
import { useSiteAudit, type SiteAudit } from '../tools/fetch-site-files';
import { SeoDashboard } from './seo-dashboard';

vi.mock('../api/fetch-seo-stats', () => ({ useSeoStats: vi.fn() }));
vi.mock('../tools/fetch-site-files', () => ({ useSiteAudit: vi.fn() }));
type Audit = ReturnType<typeof useSiteAudit>;
const withAudit = (data: Partial<SiteAudit> | undefined, isPending = false) =>
  vi.mocked(useSiteAudit).mockReturnValue({ data, isPending } as unknown as Audit);
type Result = ReturnType<typeof useSeoStats>;
const withStats = (data: SeoStats | undefined) =>
  vi.mocked(useSeoStats).mockReturnValue({ data, error: null } as unknown as Result);

const seeded: SeoStats = { total: 10, published: 8, drafts: 1, averageScore: 81, toFix: 3, optimised: 5 };

function renderDashboard() {
  return render(
    <MemoryRouter>
      <SeoDashboard />
    </MemoryRouter>,
  );
}

const card = (id: string) => within(document.querySelector(`[data-stat="${id}"]`) as HTMLElement);

beforeEach(() => {
  vi.mocked(useSeoStats).mockReset();
  // The development server: no sitemap, so no crawl.
  withAudit({ sitemap: null, robots: null, findings: null });
});

describe('SeoDashboard', { timeout: 30_000 }, () => {
  it('shows the four figures with their labels and links', () => {
    withStats(seeded);
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'SEO' })).toBeInTheDocument();

    expect(card('total-pages').getByRole('link', { name: 'Pages totales' })).toHaveAttribute(
      'href',
      '/admin/seo/content',
    );
    expect(card('total-pages').getByText('10')).toBeInTheDocument();
    expect(card('total-pages').getByText(/8 publiées/)).toBeInTheDocument();

    expect(card('average-score').getByRole('link', { name: 'Score moyen' })).toHaveAttribute(
      'href',
      '/admin/seo/tools',
    );
    expect(document.querySelector('[data-stat="average-score"] [data-slot="stat-value"]')).toHaveTextContent('81/100');
    expect(card('average-score').getByText('Bon score')).toBeInTheDocument();

    expect(card('optimised-pages').getByText('5')).toBeInTheDocument();
    expect(card('optimised-pages').getByText('Score ≥ 70')).toBeInTheDocument();
    expect(card('pages-to-fix').getByText('3')).toBeInTheDocument();
    expect(card('pages-to-fix').getByText('Score < 70')).toBeInTheDocument();
  });

  it("says 'À améliorer' under 70, on the same rounding as the figure", () => {
    withStats({ ...seeded, averageScore: 69.4 });
    const { unmount } = renderDashboard();
    expect(card('average-score').getByText('À améliorer')).toBeInTheDocument();
    unmount();
    withStats({ ...seeded, averageScore: 69.6 });
    renderDashboard();
    expect(document.querySelector('[data-stat="average-score"] [data-slot="stat-value"]')).toHaveTextContent('70/100');
    expect(card('average-score').getByText('Bon score')).toBeInTheDocument();
  });

  it('links the checklist files in a new tab, and shows the warning row with Corriger', () => {
    withStats(seeded);
    renderDashboard();
    expect(screen.getByText('Meta Tags')).toBeInTheDocument();
    for (const [name, href] of [
      [/sitemap/i, '/sitemap.xml'],
      [/robots\.txt/i, '/robots.txt'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText('3 pages ont un score inférieur à 70')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corriger' })).toHaveAttribute('href', '/admin/seo/content');
  });

  it('computes the checklist from the published pages: each check with the pages that fail it', () => {
    withStats({ ...seeded, toFix: 0 });
    withAudit({
      sitemap: '<urlset/>',
      robots: 'User-agent: *',
      findings: [
        { path: '/a', kind: 'title-length', message: '', fixHref: '/admin/seo/content' },
        { path: '/a', kind: 'description-missing', message: '', fixHref: '/admin/seo/content' },
        { path: '/b', kind: 'title-duplicate', message: '', fixHref: '/admin/seo/content' },
        { path: '/b', kind: 'jsonld-missing', message: '', fixHref: '/b' },
      ],
    });
    renderDashboard();
    const row = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;
    expect(within(row('Meta Tags')).getByRole('link', { name: '2 pages à corriger' })).toHaveAttribute('href', '/admin/seo/tools');
    expect(within(row('Données structurées')).getByRole('link', { name: '1 page à corriger' })).toBeInTheDocument();
    expect(row('Titre H1')).toHaveTextContent('Un seul titre h1 par page');
    expect(row('Textes alternatifs')).toHaveTextContent('Chaque image a un attribut alt');
    expect(within(row('Sitemap.xml')).getByRole('link', { name: /sitemap/i })).toHaveAttribute('href', '/sitemap.xml');
    expect(within(row('Robots.txt')).getByRole('link', { name: /robots\.txt/i })).toHaveAttribute('href', '/robots.txt');
  });

  it('says the crawl is running while it reads the pages', () => {
    withStats(seeded);
    withAudit(undefined, true);
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Analyse des pages publiques en cours…');
  });

  it('has no warning row when no page scores under 70, and an empty table shows zeros', () => {
    withStats({ total: 0, published: 0, drafts: 0, averageScore: 0, toFix: 0, optimised: 0 });
    renderDashboard();
    expect(screen.queryByRole('link', { name: 'Corriger' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-stat="average-score"] [data-slot="stat-value"]')).toHaveTextContent('0/100');
    expect(document.body).not.toHaveTextContent('NaN');
  });

  it('shows a dash for a figure whose query failed, and the tips', () => {
    withStats({ ...seeded, averageScore: null, toFix: null, optimised: null });
    renderDashboard();
    expect(card('average-score').getByText('Donnée indisponible')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Corriger' })).not.toBeInTheDocument();
    const tips = screen.getByRole('heading', { name: 'Conseils SEO' }).closest('[data-slot="card"]') as HTMLElement;
    expect(within(tips).getAllByRole('listitem')).toHaveLength(5);
    expect(tips).toHaveTextContent('160 caractères');
    expect(tips).toHaveTextContent('H1');
    expect(tips).toHaveTextContent('texte alternatif');
    expect(tips).toHaveTextContent('URL canonique');
    expect(tips).toHaveTextContent('supérieur à 70');
  });

  it('shows loading placeholders before the figures arrive', () => {
    withStats(undefined);
    renderDashboard();
    expect(screen.getAllByText('Chargement...')).toHaveLength(4);
  });
});

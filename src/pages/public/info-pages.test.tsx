import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AboutPage from './about-page';
import CommitmentsPage from './commitments-page';
import DocumentationPage from './documentation-page';

const renderPage = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('documentation page', { timeout: 20_000 }, () => {
  it('has the three sections, download links named after their document, and the request link to /contact', () => {
    renderPage(<DocumentationPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Guides utilisateur',
      'Contrats types',
      'Documentation technique',
      'Demander un document',
    ]);
    const download = screen.getByRole('link', { name: /^Télécharger « Mandat de prélèvement SEPA » \(PDF, \d+\u00a0Ko\)$/ });
    expect(download).toHaveAttribute('href', '/documents/mandat-sepa.pdf');
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Demander un document' })).toHaveAttribute(
      'href',
      '/contact?sujet=Demande+de+documentation&type=documentation',
    );
  });
});

describe('about page', { timeout: 20_000 }, () => {
  it('tells the 2010–2024 timeline as an ordered list and shows six values', () => {
    renderPage(<AboutPage />);
    const timeline = screen.getByRole('region', { name: 'Nos grandes étapes' });
    const milestones = within(within(timeline).getByRole('list')).getAllByRole('listitem');
    expect(within(timeline).getByRole('list').tagName).toBe('OL');
    expect(milestones[0]).toHaveTextContent(/^2010/);
    expect(milestones.at(-1)).toHaveTextContent(/^2024/);
    const values = screen.getByRole('region', { name: 'Nos valeurs' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Notre mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Notre vision' })).toBeInTheDocument();
  });
});

describe('commitments page', { timeout: 20_000 }, () => {
  it('has the quality, environmental and social commitments and the warranties', () => {
    renderPage(<CommitmentsPage />);
    for (const name of ['Qualité', 'Environnement', 'Social', 'Garanties']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

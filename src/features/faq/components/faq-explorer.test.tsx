import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FaqExplorer } from './faq-explorer';

function renderFaq(initialEntry = '/faq') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <FaqExplorer />
    </MemoryRouter>,
  );
  const search = screen.getByRole('searchbox', { name: 'Rechercher dans la FAQ' });
  return { user, search };
}

// Plain DOM queries where a role query would only be slower: the FAQ renders some thirty accordion items.
/** Types the whole query at once (one change event), as a fast typist or a paste would. */
async function typeQuery(user: ReturnType<typeof userEvent.setup>, search: HTMLElement, query: string) {
  await user.click(search);
  await user.paste(query);
}

const categoryHeadings = () => [...document.querySelectorAll('h2')].map((heading) => heading.textContent);
const questionButtons = () => [...document.querySelectorAll('button[aria-expanded]')];

// Rendering the whole FAQ in jsdom takes a while on a busy machine.
describe('FaqExplorer', { timeout: 20_000 }, () => {
  it('shows the four categories of the spec and a labelled search box with the spec placeholder', () => {
    const { search } = renderFaq();
    expect(questionButtons().length).toBeGreaterThan(20);
    expect(search).toHaveAttribute('placeholder', 'Rechercher dans la FAQ...');
    expect(categoryHeadings()).toEqual([
      'Leasing et financement',
      'Livraison et installation',
      'SAV et garantie',
      'Résiliation et renouvellement',
    ]);
  });

  it('filters on the question text and hides the categories without a match', async () => {
    const { user, search } = renderFaq();
    await typeQuery(user, search, 'Dois-je verser un apport');
    expect(categoryHeadings()).toEqual(['Leasing et financement']);
    expect(screen.getByRole('button', { name: /Dois-je verser un apport/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /délais de livraison/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 question correspond à votre recherche.')).toBeInTheDocument();
  });

  it('filters on the answer text', async () => {
    const { user, search } = renderFaq();
    // « Kbis » is only written in an answer, never in a question.
    await typeQuery(user, search, 'kbis');
    expect(categoryHeadings()).toEqual(['Leasing et financement']);
    expect(screen.getByRole('button', { name: /Quels documents dois-je fournir/ })).toBeInTheDocument();
  });

  it('ignores case', async () => {
    const { user, search } = renderFaq();
    await typeQuery(user, search, 'KBIS');
    expect(screen.getByRole('button', { name: /Quels documents dois-je fournir/ })).toBeInTheDocument();
  });

  it('ignores accents: « resiliation » finds « Résiliation »', async () => {
    const { user, search } = renderFaq();
    await typeQuery(user, search, 'resiliation');
    expect(categoryHeadings()).toContain('Résiliation et renouvellement');
    expect(screen.getByRole('button', { name: /Puis-je résilier mon contrat avant son terme/ })).toBeInTheDocument();
    for (const heading of categoryHeadings()) expect(heading).not.toBe('Livraison et installation');
  });

  it('shows the two lines of the spec and a link to /contact when nothing matches', async () => {
    const { user, search } = renderFaq();
    await typeQuery(user, search, 'hélicoptère');
    expect(categoryHeadings()).toEqual([]);
    expect(questionButtons()).toEqual([]);
    expect(screen.getByText('Aucune question ne correspond à votre recherche.')).toBeInTheDocument();
    expect(screen.getByText("Essayez avec d'autres mots-clés ou contactez notre support.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacter le support' })).toHaveAttribute('href', '/contact');

    await user.click(screen.getByRole('button', { name: 'Voir toutes les questions' }));
    expect(categoryHeadings()).toHaveLength(4);
  });

  it('keeps one question open per category, and closes it again on a second click', async () => {
    const { user } = renderFaq();
    const category = screen.getByRole('region', { name: 'Leasing et financement' });
    const first = within(category).getByRole('button', { name: /Quelle durée de contrat puis-je choisir/ });
    const second = within(category).getByRole('button', { name: /Dois-je verser un apport/ });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(category).getByText(/La durée la plus courante est de 36/)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(category).queryByText(/La durée la plus courante est de 36/)).not.toBeInTheDocument();
    expect(within(category).getByText(/aucun apport n’est demandé/)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(within(category).queryByText(/aucun apport n’est demandé/)).not.toBeInTheDocument();
  });

  it('opens the question named by the URL fragment', async () => {
    renderFaq('/faq#rachat');
    expect(await screen.findByRole('button', { name: /Puis-je racheter le matériel/, expanded: true })).toBeInTheDocument();
  });
});

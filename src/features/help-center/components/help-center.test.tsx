import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HelpPopularQuestions } from './help-popular-questions';
import { HelpSearch } from './help-search';
import { HelpSupportCta } from './help-support-cta';
import { HelpTopics } from './help-topics';

function renderInRouter(ui: React.ReactNode, initialEntry = '/centre-aide') {
  const user = userEvent.setup();
  render(<MemoryRouter initialEntries={[initialEntry]}>{ui}</MemoryRouter>);
  return user;
}

describe('HelpSearch', { timeout: 20_000 }, () => {
  it('lists matching help articles and FAQ questions, each with its topic and a link to the answer', async () => {
    const user = renderInRouter(<HelpSearch />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher dans le centre d’aide' });
    await user.click(search);
    await user.paste('panne');

    expect(screen.getByText(/^3 résultats pour « panne »$/)).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    const article = links.find((link) => link.getAttribute('href') === '/centre-aide#article-signaler-une-panne');
    const faq = links.find((link) => link.getAttribute('href') === '/faq#signaler-panne');
    expect(article).toBeDefined();
    expect(within(article!).getByText('SAV et technique')).toBeInTheDocument();
    expect(faq).toBeDefined();
    expect(within(faq!).getByText('FAQ · SAV et garantie')).toBeInTheDocument();
  });

  it('is accent-insensitive and says when nothing matches', async () => {
    const user = renderInRouter(<HelpSearch />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher dans le centre d’aide' });
    await user.click(search);
    await user.paste('resiliation');
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === '/faq#resiliation-anticipee')).toBe(true);

    await user.clear(search);
    await user.paste('hélicoptère');
    expect(screen.getByText('Aucun article ni aucune question ne correspond à votre recherche.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Envoyer un message' })).toHaveAttribute('href', '/contact');
  });

  it('searches a suggested term in one click', async () => {
    const user = renderInRouter(<HelpSearch />);
    await user.click(screen.getByRole('button', { name: 'facture' }));
    expect(screen.getByRole('searchbox')).toHaveValue('facture');
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === '/centre-aide#article-recevoir-factures')).toBe(true);
  });
});

describe('HelpTopics', { timeout: 20_000 }, () => {
  it('shows the four topic cards with the announced article counts', () => {
    renderInRouter(<HelpTopics />);
    const cards = screen.getAllByRole('region');
    expect(cards.map((card) => [within(card).getByRole('heading', { level: 3 }).textContent, within(card).getByText(/\d+ articles/).textContent])).toEqual([
      ['Commande et devis', '5 articles'],
      ['Installation et livraison', '5 articles'],
      ['Facturation et paiement', '5 articles'],
      ['SAV et technique', '6 articles'],
    ]);
  });

  it('expands a card to its articles, one article open at a time', async () => {
    const user = renderInRouter(<HelpTopics />);
    const card = screen.getByRole('region', { name: 'Facturation et paiement' });
    const toggle = within(card).getByRole('button', { name: /Voir les articles/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('button', { name: /Où trouver mes factures/ })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const invoices = within(card).getByRole('button', { name: /Où trouver mes factures/ });
    const sepa = within(card).getByRole('button', { name: /Changer de coordonnées bancaires/ });
    await user.click(invoices);
    expect(invoices).toHaveAttribute('aria-expanded', 'true');
    await user.click(sepa);
    expect(invoices).toHaveAttribute('aria-expanded', 'false');
    expect(sepa).toHaveAttribute('aria-expanded', 'true');
    await user.click(sepa);
    expect(sepa).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the article named by the URL fragment', async () => {
    renderInRouter(<HelpTopics />, '/centre-aide#article-ecran-noir');
    expect(await screen.findByRole('button', { name: /Mon écran reste noir/, expanded: true })).toBeVisible();
    expect(screen.getByRole('region', { name: 'SAV et technique' }).querySelector('[aria-expanded=true]')).not.toBeNull();
  });
});

describe('HelpPopularQuestions and the support call to action', { timeout: 20_000 }, () => {
  it('lists six popular questions in a single-open accordion that closes again', async () => {
    const user = renderInRouter(<HelpPopularQuestions />);
    const triggers = screen.getAllByRole('button', { expanded: false });
    expect(triggers).toHaveLength(6);
    await user.click(triggers[0]!);
    await user.click(triggers[1]!);
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'false');
    expect(triggers[1]).toHaveAttribute('aria-expanded', 'true');
    await user.click(triggers[1]!);
    expect(triggers[1]).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives the support phone number and a message button to /contact', () => {
    renderInRouter(<HelpSupportCta />);
    expect(screen.getByRole('link', { name: /01 84 60 32 19/ })).toHaveAttribute('href', 'tel:+33184603219');
    expect(screen.getByRole('link', { name: 'Envoyer un message' })).toHaveAttribute('href', '/contact');
  });
});

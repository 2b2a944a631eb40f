import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { simulatorNote } from '@/content/leasing/explainer';
import { testProduct } from '../test-fixtures';
import { ProductView } from './product-view';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderView(overrides: Parameters<typeof testProduct>[0] = {}) {
  return render(
    <MemoryRouter>
      <ProductView product={testProduct(overrides)} />
    </MemoryRouter>,
  );
}

describe('ProductView', () => {
  it('shows the product: its name as h1, brand, image, description and specifications', () => {
    renderView();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Totem extérieur Samsung OH55A-S 55" IP56');
    const gallery = screen.getByRole('region', { name: 'Images de Totem extérieur Samsung OH55A-S 55" IP56' });
    expect(within(gallery).getByRole('img', { name: 'Totem extérieur Samsung OH55A-S 55" IP56' })).toHaveAttribute(
      'src',
      '/images/products/totem-exterieur.svg',
    );
    expect(screen.getByText('Totem extérieur 2 500 cd/m², étanche IP56 et anti-vandalisme.')).toBeInTheDocument();
    const specs = screen.getByRole('region', { name: 'Caractéristiques' });
    expect(plain(specs.textContent)).toContain('MarqueSamsung');
    expect(within(specs).getByRole('link', { name: 'Totems' })).toHaveAttribute('href', '/catalogue/totems');
    expect(plain(specs.textContent)).toContain('En stock (6 unités)');
    expect(plain(specs.textContent)).toContain('4,7 / 5');
  });

  it('prices 24, 36, 48 and 60 months with the simulator’s formula, with its legal notice', () => {
    renderView();
    const table = screen.getByRole('table', { name: /Loyer mensuel et total des loyers/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      '24 mois432 €10 368 €+ 768 € (8 %)',
      '36 mois288 €10 368 €+ 768 € (8 %)',
      '48 mois216 €10 368 €+ 768 € (8 %)',
      '60 mois173 €10 380 €+ 780 € (8,1 %)',
    ]);
    expect(screen.getByText(simulatorNote)).toBeInTheDocument();
    expect(plain(screen.getByRole('region', { name: /^Louer ou acheter/ }).textContent)).toContain(
      'Prix d’achat comptant9 600 € HT',
    );
    expect(plain(document.body.textContent)).toContain('Loyer estimé sur 36 mois288 €HT/mois');
  });

  it('opens the quote form with the product chosen', () => {
    renderView();
    expect(screen.getByRole('link', { name: 'Demander un devis pour ce produit' })).toHaveAttribute(
      'href',
      '/contact-pro?produit=totem-exterieur-samsung-oh55a-s',
    );
    expect(screen.getByRole('link', { name: 'Simuler un autre montant' })).toHaveAttribute(
      'href',
      '/leasing#simulator',
    );
  });

  it('says the price is on request without a purchase price nor a 36-month price', () => {
    renderView({ purchase_price: null, monthly_price_36: null, stock: 0, rating: null });
    expect(screen.getByText('Tarif sur demande')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Louer ou acheter/ })).not.toBeInTheDocument();
    expect(plain(screen.getByRole('region', { name: 'Caractéristiques' }).textContent)).toContain('Sur commande');
  });
});

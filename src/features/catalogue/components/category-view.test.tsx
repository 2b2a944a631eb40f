import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testCatalogue, testCategory } from '../test-fixtures';
import { CategoryView } from './category-view';

function renderView(products = testCatalogue().products.filter((product) => product.category.slug === 'totems')) {
  const { categories } = testCatalogue();
  return render(
    <MemoryRouter>
      <CategoryView category={testCategory()} categories={categories} products={products} />
    </MemoryRouter>,
  );
}

describe('CategoryView', () => {
  it('has the category’s name as its one h1, its description and a breadcrumb home', () => {
    renderView();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Totems');
    expect(screen.getByText(testCategory().description!)).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(trail).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Totems')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('2 équipements disponibles')).toBeInTheDocument();
  });

  it('marks its own chip, links « Tous » to the home catalogue, and shows its products as cards', () => {
    renderView();
    const chips = within(screen.getByRole('navigation', { name: 'Familles de produits' })).getAllByRole('link');
    expect(chips.map((chip) => chip.getAttribute('href'))).toEqual([
      '/#catalog',
      '/catalogue/totems',
      '/catalogue/bornes',
    ]);
    expect(chips[1]).toHaveAttribute('aria-current', 'page');
    const list = screen.getByRole('list', { name: 'Produits de la catégorie Totems' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Totem extérieur Samsung OH55A-S 55" IP56', 'Totem intérieur']);
    expect(within(list).getByRole('link', { name: 'Totem intérieur' })).toHaveAttribute(
      'href',
      '/catalogue/totems/totem-interieur',
    );
  });

  it('says so when the category has no product yet', () => {
    renderView([]);
    expect(screen.getByText('Aucun produit n’est proposé dans cette catégorie pour le moment.')).toBeInTheDocument();
    expect(screen.getByText('0 équipement disponible')).toBeInTheDocument();
  });
});

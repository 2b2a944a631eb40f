import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '@/lib/format';
import type { CatalogProduct } from '../api/catalogue-rows';
import { ProductCard } from './product-card';

function product(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id: 'p1',
    name: 'Mur LED géant intérieur',
    brand: 'Absen',
    description: 'Mur d’images LED pas de 2,5 mm pour halls et showrooms.',
    image_url: '/images/products/mur-led-geant-interieur.svg',
    monthly_price_12: null,
    monthly_price_24: null,
    monthly_price_36: 149,
    monthly_price_48: null,
    purchase_price: null,
    stock: 4,
    rating: null,
    badges: ['Nouveau', 'Extérieur'],
    slug: 'mur-led-geant-interieur',
    category_id: 'c1',
    category: { id: 'c1', name: 'Écrans Géants', slug: 'ecrans-geants' },
    images: [],
    active: true,
    featured: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderCard(overrides: Partial<CatalogProduct> = {}) {
  return render(
    <MemoryRouter>
      <ProductCard product={product(overrides)} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('shows the main uploaded image with its alt text, its sizes and lazy loading', () => {
    const url = 'https://projet.supabase.co/storage/v1/object/public/product-images/p/i.jpg';
    renderCard({
      image_url: url,
      images: [
        {
          id: 'i',
          url,
          alt: 'Mur LED allumé dans un hall d’accueil',
          width: 2000,
          height: 1500,
          is_main: true,
          position: 0,
          created_at: '2026-11-26T10:00:00Z',
          variant_widths: [480, 960],
        },
      ],
    });
    const img = screen.getByRole('img', { name: 'Mur LED allumé dans un hall d’accueil' });
    expect(img).toHaveAttribute('src', url);
    expect(img.getAttribute('srcset')).toContain('/p/i-480w.webp 480w');
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '2000');
    expect(img).toHaveAttribute('height', '1500');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('describes a product without uploaded image by its name', () => {
    renderCard({ images: [] });
    expect(screen.getByRole('img', { name: 'Mur LED géant intérieur' })).not.toHaveAttribute('srcset');
  });

  it('shows 4.5 stars when the product has no rating', () => {
    renderCard({ rating: null });
    expect(screen.getByRole('img', { name: 'Note : 4,5 sur 5' })).toBeInTheDocument();
  });

  it('shows the product’s own rating, 0 included', () => {
    renderCard({ rating: 0 });
    expect(screen.getByRole('img', { name: 'Note : 0,0 sur 5' })).toBeInTheDocument();
  });

  it('shows the 36-month rent and the estimated purchase price in French format', () => {
    const { container } = renderCard({ monthly_price_36: 149 });
    const text = plain(container.textContent);
    expect(text).toContain(`${plain(formatEuro(149))}/mois HT`);
    expect(text).toContain('149,00 €/mois HT');
    expect(text).toContain('Prix d’achat estimé : 7 509,60 € HT');
  });

  it('shows the name, brand, badges and an image described by the name', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 3, name: 'Mur LED géant intérieur' })).toBeInTheDocument();
    expect(screen.getByText('Absen')).toBeInTheDocument();
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Mur LED géant intérieur' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
  });

  it('links its name to the product’s page, and its call to action to the quote form with the product chosen', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Mur LED géant intérieur' })).toHaveAttribute(
      'href',
      '/catalogue/ecrans-geants/mur-led-geant-interieur',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Mur LED géant intérieur' })).toContainElement(
      screen.getByRole('link', { name: 'Mur LED géant intérieur' }),
    );
    expect(screen.getByRole('link', { name: 'Demander un devis pour Mur LED géant intérieur' })).toHaveAttribute(
      'href',
      '/contact-pro?produit=mur-led-geant-interieur',
    );
  });

  it('says the price is on request without a 36-month price', () => {
    const { container } = renderCard({ monthly_price_36: null });
    expect(screen.getByText('Tarif sur demande')).toBeInTheDocument();
    expect(plain(container.textContent)).not.toContain('Prix d’achat estimé');
  });

  it('never uses an unsafe image URL', () => {
    const { container } = renderCard({ image_url: 'javascript:alert(1)' });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Mur LED géant intérieur' })).toBeInTheDocument();
  });
});

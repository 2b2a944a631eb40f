import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeadingContext } from '@/lib/page-heading';
import { PageIntro } from './page-intro';

describe('PageIntro', () => {
  it('shows the page’s own h1 when staff set none', () => {
    render(<PageIntro title="Le leasing expliqué" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Le leasing expliqué');
  });

  it('shows the published SEO h1 instead, when there is one', () => {
    render(
      <PageHeadingContext.Provider value="Location d’écrans LED pour les professionnels">
        <PageIntro title="Le leasing expliqué" />
      </PageHeadingContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Location d’écrans LED pour les professionnels');
  });
});

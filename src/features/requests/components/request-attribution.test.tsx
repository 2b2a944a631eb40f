import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyAttribution } from '@/lib/attribution';
import { RequestAttribution } from './request-attribution';

describe('RequestAttribution', () => {
  it('lists what the visit carried, as text', () => {
    render(
      <RequestAttribution
        request={{
          ...emptyAttribution,
          landing_page: '/leasing',
          referrer: 'https://www.google.com/search',
          utm_campaign: 'printemps',
        }}
      />,
    );
    expect(screen.getByText('Page d’arrivée').nextSibling).toHaveTextContent('/leasing');
    expect(screen.getByText('Site référent').nextSibling).toHaveTextContent('https://www.google.com/search');
    expect(screen.getByText('Campagne').nextSibling).toHaveTextContent('printemps');
    expect(screen.queryByText('Support')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when nothing is known', () => {
    render(<RequestAttribution request={emptyAttribution} />);
    expect(
      screen.getByText('Origine inconnue : accès direct, ou demande envoyée sans ces informations.'),
    ).toBeInTheDocument();
  });
});

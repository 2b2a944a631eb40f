import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignPreview } from './campaign-preview';

describe('CampaignPreview', () => {
  it('shows typed HTML as text and renders Markdown', () => {
    const { container } = render(
      <CampaignPreview
        subject="Nos offres"
        content={'**Nouveau** <script>alert(1)</script> <img src=x onerror="alert(1)">'}
      />,
    );
    const preview = screen.getByTestId('campaign-preview');
    expect(preview).toHaveTextContent('<script>alert(1)</script>');
    expect(container.querySelector('script, img')).toBeNull();
    expect(preview.querySelector('strong')).toHaveTextContent('Nouveau');
    expect(screen.getByText('Nos offres')).toBeInTheDocument();
  });
});

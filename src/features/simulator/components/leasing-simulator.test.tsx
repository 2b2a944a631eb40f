import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeasingSimulator } from './leasing-simulator';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderSimulator() {
  render(
    <MemoryRouter>
      <LeasingSimulator />
    </MemoryRouter>,
  );
  return {
    value: screen.getByRole('slider', { name: 'Valeur de l’équipement' }),
    duration: screen.getByRole('slider', { name: 'Durée du contrat' }),
    result: () => plain(screen.getByTestId('simulator-result').textContent),
  };
}

describe('LeasingSimulator', () => {
  it('starts at 50 000 € over 36 months with the spec’s bounds', () => {
    const { value, duration, result } = renderSimulator();
    expect(value).toHaveAttribute('aria-valuemin', '10000');
    expect(value).toHaveAttribute('aria-valuemax', '200000');
    expect(value).toHaveAttribute('aria-valuenow', '50000');
    expect(plain(value.getAttribute('aria-valuetext'))).toBe('50 000 euros hors taxes');
    expect(duration).toHaveAttribute('aria-valuemin', '12');
    expect(duration).toHaveAttribute('aria-valuemax', '60');
    expect(duration).toHaveAttribute('aria-valuetext', '36 mois');
    expect(result()).toBe('1 500 € HT/mois');
  });

  it('updates the estimate live when the sliders move with the keyboard', async () => {
    const user = userEvent.setup();
    const { value, duration, result } = renderSimulator();

    value.focus();
    await user.keyboard('{ArrowRight}');
    expect(value).toHaveAttribute('aria-valuenow', '55000');
    expect(result()).toBe('1 650 € HT/mois');

    duration.focus();
    await user.keyboard('{ArrowLeft}');
    expect(duration).toHaveAttribute('aria-valuenow', '24');
    expect(duration).toHaveAttribute('aria-valuetext', '24 mois');
    expect(result()).toBe('2 475 € HT/mois');
  });

  it('reaches the bounds with Home and End: 10 000 €/12 → 900 €, 200 000 €/60 → 3 600 €', async () => {
    const user = userEvent.setup();
    const { value, duration, result } = renderSimulator();

    value.focus();
    await user.keyboard('{Home}');
    duration.focus();
    await user.keyboard('{Home}');
    expect(value).toHaveAttribute('aria-valuenow', '10000');
    expect(duration).toHaveAttribute('aria-valuenow', '12');
    expect(result()).toBe('900 € HT/mois');

    value.focus();
    await user.keyboard('{End}');
    duration.focus();
    await user.keyboard('{End}');
    expect(value).toHaveAttribute('aria-valuenow', '200000');
    expect(duration).toHaveAttribute('aria-valuenow', '60');
    expect(result()).toBe('3 600 € HT/mois');
  });
});

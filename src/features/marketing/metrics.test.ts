import { describe, expect, it } from 'vitest';
import { formatEuroRounded, formatPercent } from '@/lib/format';
import { averageBasket, conversionRate } from './metrics';

describe('conversionRate', () => {
  it('is won / total × 100', () => {
    expect(conversionRate(1, 4)).toBe(25);
    expect(conversionRate(3, 3)).toBe(100);
    expect(conversionRate(1, 3)).toBeCloseTo(33.333, 3);
  });

  it('shows one decimal', () => {
    expect(formatPercent(conversionRate(1, 3))).toBe('33,3 %');
    expect(formatPercent(conversionRate(2, 7))).toBe('28,6 %');
  });

  it('is 0 for an empty table, never NaN or Infinity', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(5, 0)).toBe(0);
    expect(conversionRate(0, 10)).toBe(0);
    expect(conversionRate(Number.NaN, 10)).toBe(0);
    expect(formatPercent(conversionRate(0, 0))).toBe('0,0 %');
  });
});

describe('averageBasket', () => {
  it('is the sum of total_amount divided by the number of orders', () => {
    expect(averageBasket([100, 200, 300])).toBe(200);
    expect(averageBasket([1000.5, 999.5])).toBe(1000);
  });

  it('accepts numeric strings and treats missing amounts as 0', () => {
    expect(averageBasket(['100.50', 99.5, null])).toBeCloseTo(66.6667, 3);
  });

  it('is shown with 0 decimals', () => {
    expect(formatEuroRounded(averageBasket([1234.2, 1234.4]))).toMatch(/^1\s234\s€$/);
  });

  it('is 0 for an empty table', () => {
    expect(averageBasket([])).toBe(0);
    expect(formatEuroRounded(averageBasket([]))).toMatch(/^0\s€$/);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/lib/format';
import { conversionRate } from './metrics';

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

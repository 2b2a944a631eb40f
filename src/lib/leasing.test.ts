import { describe, expect, it } from 'vitest';
import { monthlyEstimate } from './leasing';

describe('monthlyEstimate', () => {
  it.each([
    [10_000, 12, 900],
    [10_000, 60, 180],
    [200_000, 12, 18_000],
    [200_000, 60, 3_600],
    [50_000, 36, 1_500],
    [15_000, 36, 450],
    [25_000, 48, 563], // 562.5 rounds half up
    [35_000, 24, 1_575],
  ])('%i € over %i months → %i € HT/mois', (value, months, expected) => {
    expect(monthlyEstimate(value, months)).toBe(expected);
  });

  it('rounds to whole euros', () => {
    expect(monthlyEstimate(10_000, 36)).toBe(300); // 299.99…
    expect(monthlyEstimate(55_000, 36)).toBe(1_650);
    expect(Number.isInteger(monthlyEstimate(95_000, 48))).toBe(true);
  });

  it('returns 0 for an impossible duration', () => {
    expect(monthlyEstimate(10_000, 0)).toBe(0);
    expect(monthlyEstimate(Number.NaN, 12)).toBe(0);
  });
});

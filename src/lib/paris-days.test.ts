import { describe, expect, it } from 'vitest';
import { dayRangeBounds, isDay, nextDay, parisDayStart } from './paris-days';

describe('days', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isDay('2026-11-24')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('24/11/2026')).toBe(false);
    expect(isDay('2026-11-24T00:00')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('moves to the next day across months and years', () => {
    expect(nextDay('2026-11-24')).toBe('2026-11-25');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('starts a Paris day at its midnight, in winter, in summer and on the days the clocks change', () => {
    expect(parisDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
    expect(parisDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    // 29 March 2026: clocks go forward at 02:00, after midnight (still winter time).
    expect(parisDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(parisDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: clocks go back at 03:00, after midnight (still summer time).
    expect(parisDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(parisDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('includes the whole last day: the bound is the next midnight, excluded', () => {
    expect(dayRangeBounds('2026-11-01', '2026-11-30')).toEqual({
      gte: '2026-10-31T23:00:00.000Z',
      lt: '2026-11-30T23:00:00.000Z',
    });
    expect(dayRangeBounds(null, '2026-07-14')).toEqual({ gte: null, lt: '2026-07-14T22:00:00.000Z' });
    expect(dayRangeBounds(null, null)).toEqual({ gte: null, lt: null });
  });
});

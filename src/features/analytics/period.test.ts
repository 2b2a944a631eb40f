import { describe, expect, it } from 'vitest';
import { addDays, deltaPercent, isDay, parisToday, periodLength, previousPeriod, ratePercent, resolvePeriod } from './period';

describe('analytics period', () => {
  it('takes today in Paris, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(parisToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Paris (UTC+2 in summer).
    expect(parisToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(parisToday(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });

  it('counts days across the change to summer time without losing one', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(periodLength({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });

  it('resolves the last 30 days, the quarter and the year so far', () => {
    expect(resolvePeriod('30j', '2026-11-26')).toEqual({ kind: '30j', from: '2026-10-28', to: '2026-11-26' });
    expect(resolvePeriod('trimestre', '2026-11-26')).toEqual({ kind: 'trimestre', from: '2026-10-01', to: '2026-11-26' });
    expect(resolvePeriod('annee', '2026-11-26')).toEqual({ kind: 'annee', from: '2026-01-01', to: '2026-11-26' });
  });

  it('accepts custom days (in either order) and falls back to 30 days on nonsense', () => {
    expect(resolvePeriod('perso', '2026-11-26', { from: '2026-02-10', to: '2026-01-05' })).toEqual({
      kind: 'perso',
      from: '2026-01-05',
      to: '2026-02-10',
    });
    expect(resolvePeriod('perso', '2026-11-26', { from: '2026-02-30', to: '2026-03-01' }).kind).toBe('30j');
    expect(resolvePeriod('perso', '2026-11-26', { from: '1990-01-01', to: '2026-01-01' }).kind).toBe('30j');
    expect(isDay('2026-13-01')).toBe(false);
  });

  it('compares with the days just before, or the same stretch of the previous quarter or year', () => {
    expect(previousPeriod(resolvePeriod('30j', '2026-11-26'))).toEqual({ from: '2026-09-28', to: '2026-10-27' });
    // 1 Oct → 26 Nov (57 days) against 1 Jul → 26 Aug.
    expect(previousPeriod(resolvePeriod('trimestre', '2026-11-26'))).toEqual({ from: '2026-07-01', to: '2026-08-26' });
    // The first quarter of a year is compared with the last of the year before.
    expect(previousPeriod(resolvePeriod('trimestre', '2027-02-15'))).toEqual({ from: '2026-10-01', to: '2026-11-15' });
    // 31 March → the previous quarter has only 31 + 28 + 31 days: never past its end.
    expect(previousPeriod(resolvePeriod('trimestre', '2027-06-30'))).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(previousPeriod(resolvePeriod('annee', '2026-03-01'))).toEqual({ from: '2025-01-01', to: '2025-03-01' });
  });

  it('computes the change and the rates, with nothing to compare against as null', () => {
    expect(deltaPercent(15, 10)).toBe(50);
    expect(deltaPercent(5, 10)).toBe(-50);
    expect(deltaPercent(3, 0)).toBeNull();
    expect(ratePercent(1, 4)).toBe(25);
    expect(ratePercent(0, 0)).toBe(0);
  });
});

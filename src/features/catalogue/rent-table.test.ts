import { describe, expect, it } from 'vitest';
import { monthlyEstimate } from '@/lib/leasing';
import { referenceMonthly, rentTable } from './rent-table';

describe('rentTable', () => {
  it('prices 24, 36, 48 and 60 months with the simulator’s formula, and compares the total with buying', () => {
    const rows = rentTable(36000);
    expect(rows?.map((row) => row.months)).toEqual([24, 36, 48, 60]);
    expect(rows?.map((row) => row.monthly)).toEqual([1620, 1080, 810, 648]);
    for (const row of rows ?? []) {
      expect(row.monthly).toBe(monthlyEstimate(36000, row.months));
      expect(row.total).toBe(row.monthly * row.months);
      expect(row.versusPurchase).toBe(row.total - 36000);
    }
    expect(rows?.[1]).toMatchObject({ total: 38880, versusPurchase: 2880, versusPurchasePercent: 8 });
  });

  it('rounds each rent to whole euros, so the totals drift a little from +8 %', () => {
    const rows = rentTable('1450.00');
    expect(rows?.map((row) => row.monthly)).toEqual([65, 44, 33, 26]);
    expect(rows?.map((row) => row.versusPurchase)).toEqual([110, 134, 134, 110]);
    expect(rows?.[1].versusPurchasePercent).toBe(9.2);
  });

  it('is null without a usable purchase price', () => {
    for (const value of [null, undefined, '', 0, -10, 'abc']) expect(rentTable(value)).toBeNull();
  });
});

describe('referenceMonthly', () => {
  it('is the 36-month estimate of the purchase price, or else the 36-month price entered by staff', () => {
    expect(referenceMonthly({ purchase_price: 36000, monthly_price_36: 999 })).toBe(1080);
    expect(referenceMonthly({ purchase_price: null, monthly_price_36: 89.9 })).toBe(89.9);
    expect(referenceMonthly({ purchase_price: null, monthly_price_36: null })).toBeNull();
    expect(referenceMonthly({ purchase_price: 0, monthly_price_36: 0 })).toBeNull();
  });
});

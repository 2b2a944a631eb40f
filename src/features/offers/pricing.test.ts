import { describe, expect, it } from 'vitest';
import { catalogueMonthly, discountPercent, floorMonthly, offerTotals, pricedDurations } from './pricing';

const byFormula = {
  purchase_price: 3600,
  monthly_price_12: null,
  monthly_price_24: null,
  monthly_price_36: 999,
  monthly_price_48: null,
};
const byRents = {
  purchase_price: null,
  monthly_price_12: 120,
  monthly_price_24: 80,
  monthly_price_36: 60,
  monthly_price_48: null,
};

describe('offer pricing (as private.catalogue_monthly and private.price_offer_item)', () => {
  it('prices by the simulator formula when the product has a purchase price', () => {
    expect(catalogueMonthly(byFormula, 36)).toBe(108);
    expect(pricedDurations(byFormula)).toEqual([12, 24, 36, 48, 60]);
  });

  it('else by the rents entered, and only for those durations', () => {
    expect(catalogueMonthly(byRents, 24)).toBe(80);
    expect(catalogueMonthly(byRents, 48)).toBeNull();
    expect(pricedDurations(byRents)).toEqual([12, 24, 36]);
  });

  it('shows the discount and its floor', () => {
    expect(discountPercent(80, 70)).toBe(12.5);
    expect(discountPercent(80, 90)).toBe(0);
    expect(floorMonthly(80)).toBe(56);
  });

  it('totals as the database computes them', () => {
    expect(
      offerTotals([
        { quantity: 2, duration_months: 36, monthly_rent: 108 },
        { quantity: 1, duration_months: 24, monthly_rent: 70 },
      ]),
    ).toEqual({ monthlyHt: 286, vat: 57.2, monthlyTtc: 343.2, commitmentHt: 9456 });
  });
});

import { describe, expect, it } from 'vitest';
import { cardRating, estimatedPurchasePrice, starFills } from './pricing';

describe('estimatedPurchasePrice', () => {
  it('is 1.4 times the 36-month total, to the cent', () => {
    expect(estimatedPurchasePrice(100)).toBe(5040);
    expect(estimatedPurchasePrice(149)).toBe(7509.6);
    expect(estimatedPurchasePrice(89.9)).toBe(4530.96);
    expect(estimatedPurchasePrice('249.00')).toBe(12549.6);
  });

  it('is null without a usable 36-month price', () => {
    expect(estimatedPurchasePrice(null)).toBeNull();
    expect(estimatedPurchasePrice(undefined)).toBeNull();
    expect(estimatedPurchasePrice(0)).toBeNull();
  });
});

describe('cardRating', () => {
  it('defaults to 4.5 when the product has no rating', () => {
    expect(cardRating(null)).toBe(4.5);
    expect(cardRating(undefined)).toBe(4.5);
  });

  it('keeps a real rating, including 0, within 0–5', () => {
    expect(cardRating(4.8)).toBe(4.8);
    expect(cardRating(0)).toBe(0);
    expect(cardRating(7)).toBe(5);
  });
});

describe('starFills', () => {
  it('fills each star by the part of the rating it covers', () => {
    expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.8)).toEqual([1, 1, 1, 1, 0.8]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
  });
});

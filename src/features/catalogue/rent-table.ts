import { monthlyEstimate, toCents } from '@/lib/leasing';
import type { CatalogProduct } from './api/catalogue-rows';

/** The durations a product page prices (issue 17 §2). */
export const PRODUCT_PAGE_DURATIONS = [24, 36, 48, 60] as const;
/** The duration the catalogue's cards and offers quote. */
export const REFERENCE_DURATION = 36;

export interface RentRow {
  months: number;
  /** The simulator's estimate: whole euros excluding VAT. */
  monthly: number;
  /** monthly × months. */
  total: number;
  /** total − purchase price: what the service (installation, maintenance, no cash out) costs more. */
  versusPurchase: number;
  /** versusPurchase as a share of the purchase price, in percent, one decimal. */
  versusPurchasePercent: number;
}

function positive(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * The monthly rent of a product over 24, 36, 48 and 60 months, by the simulator's formula
 * (src/lib/leasing.ts) applied to its purchase price, with the comparison to buying it outright.
 * Null when the product has no purchase price: its rent is then on request.
 */
export function rentTable(purchasePrice: number | string | null | undefined): RentRow[] | null {
  const purchase = positive(purchasePrice);
  if (purchase === null) return null;
  return PRODUCT_PAGE_DURATIONS.map((months) => {
    const monthly = monthlyEstimate(purchase, months);
    const total = monthly * months;
    const versusPurchase = toCents(total - purchase);
    return {
      months,
      monthly,
      total,
      versusPurchase,
      versusPurchasePercent: Math.round((versusPurchase / purchase) * 1000) / 10,
    };
  });
}

/**
 * The monthly price a product is offered at (its page's headline and its Offer): the 36-month row
 * of its rent table, or else the 36-month price staff entered; null when neither exists.
 */
export function referenceMonthly(product: Pick<CatalogProduct, 'purchase_price' | 'monthly_price_36'>): number | null {
  const purchase = positive(product.purchase_price);
  if (purchase !== null) return monthlyEstimate(purchase, REFERENCE_DURATION);
  return positive(product.monthly_price_36);
}

import { CONTRACT_DURATIONS, monthlyEstimate, toCents, VAT_RATE, type ContractDuration } from '@/lib/leasing';

/** What the pricing needs of a product (public.products). */
export interface PricedProduct {
  purchase_price: number | null;
  monthly_price_12: number | null;
  monthly_price_24: number | null;
  monthly_price_36: number | null;
  monthly_price_48: number | null;
}

/** Largest discount a line may carry (private.price_offer_item refuses more). */
export const MAX_DISCOUNT_PERCENT = 30;

/**
 * The catalogue's monthly rent of a product over `months`, as private.catalogue_monthly computes
 * it: the simulator's formula on the purchase price, else the rent entered for that duration.
 */
export function catalogueMonthly(product: PricedProduct, months: number): number | null {
  const purchase = Number(product.purchase_price ?? 0);
  if (purchase > 0 && (CONTRACT_DURATIONS as readonly number[]).includes(months))
    return monthlyEstimate(purchase, months);
  const rents: Record<number, number | null> = {
    12: product.monthly_price_12,
    24: product.monthly_price_24,
    36: product.monthly_price_36,
    48: product.monthly_price_48,
  };
  const rent = Number(rents[months] ?? 0);
  return rent > 0 ? rent : null;
}

/** The durations a product is priced for. */
export function pricedDurations(product: PricedProduct): ContractDuration[] {
  return CONTRACT_DURATIONS.filter((months) => catalogueMonthly(product, months) !== null);
}

/** The lowest monthly rent the floor allows. */
export const floorMonthly = (list: number) => toCents(list * (1 - MAX_DISCOUNT_PERCENT / 100));

/** Discount shown on a line, in percent with two decimals (0 when the rent is at or above the list). */
export function discountPercent(list: number, rent: number): number {
  if (!(list > 0)) return 0;
  return Math.max(Math.round(((list - rent) / list) * 10000) / 100, 0);
}

export interface OfferLineInput {
  quantity: number;
  duration_months: number;
  monthly_rent: number;
}

/** The totals the database will compute, for the form's preview. */
export function offerTotals(lines: OfferLineInput[]) {
  const monthlyHt = toCents(lines.reduce((sum, l) => sum + toCents(l.monthly_rent * l.quantity), 0));
  const vat = toCents(monthlyHt * VAT_RATE);
  return {
    monthlyHt,
    vat,
    monthlyTtc: toCents(monthlyHt + vat),
    commitmentHt: toCents(lines.reduce((sum, l) => sum + toCents(l.monthly_rent * l.quantity * l.duration_months), 0)),
  };
}

/** A higher first rent is for equipment above this value, excluding VAT (the FAQ's promise). */
export const FIRST_RENT_MIN_EQUIPMENT = 100_000;

/**
 * The equipment's value as private.offer_equipment_value computes it: each line's purchase price,
 * else the one its rent implies (rent = value / months × 1.08), times its quantity.
 */
export function equipmentValue(lines: (OfferLineInput & { purchase_price: number | null })[]): number {
  return toCents(
    lines.reduce((sum, line) => {
      const purchase = Number(line.purchase_price ?? 0);
      const unit = purchase > 0 ? purchase : toCents((line.monthly_rent * line.duration_months) / 1.08);
      return sum + unit * line.quantity;
    }, 0),
  );
}

/** Spec §9: the estimate is the value spread over the months, times 1.08. */
export const LEASING_FACTOR = 1.08;

/** The durations a contract may have (order_items_duration_check). */
export const CONTRACT_DURATIONS = [12, 24, 36, 48, 60] as const;
export type ContractDuration = (typeof CONTRACT_DURATIONS)[number];

/**
 * Spec §9: monthly rent estimate in whole euros, excluding VAT = round(value / months × 1.08).
 * One formula for the simulator, order lines and product pages.
 */
export function monthlyEstimate(value: number, months: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(months) || months <= 0) return 0;
  return Math.round((value / months) * LEASING_FACTOR);
}

export const VAT_RATE = 0.2;

/** Round to the cent, as the database's numeric(…, 2) columns store it. */
export const toCents = (value: number) => Math.round(value * 100) / 100;

/** Spec §5 and §9: the bounds and steps of the simulator's two sliders. */
export const EQUIPMENT_VALUE = { min: 10_000, max: 200_000, step: 5_000, initial: 50_000 } as const;
export const DURATION_MONTHS = { min: 12, max: 60, step: 12, initial: 36 } as const;
/** Spec §9: the estimate is the value spread over the months, times 1.08. */
export const LEASING_FACTOR = 1.08;

/** Spec §9: monthly rent estimate in whole euros, excluding VAT = round(value / months × 1.08). */
export function monthlyEstimate(value: number, months: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(months) || months <= 0) return 0;
  return Math.round((value / months) * LEASING_FACTOR);
}

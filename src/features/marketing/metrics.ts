/**
 * Back-office metrics of spec §9 (the average basket is the database's: average_order_amount).
 * Returns 0 for empty tables: no NaN or Infinity can reach the screen.
 */

/** Won leads / total leads × 100 (shown with 1 decimal by formatPercent). */
export function conversionRate(won: number, total: number): number {
  if (!Number.isFinite(won) || !Number.isFinite(total) || total <= 0 || won <= 0) return 0;
  return (won / total) * 100;
}

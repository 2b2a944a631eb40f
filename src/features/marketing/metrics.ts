/**
 * Back-office metrics of spec §9. Both return 0 for empty tables: no NaN or Infinity can reach
 * the screen.
 */

/** Won leads / total leads × 100 (shown with 1 decimal by formatPercent). */
export function conversionRate(won: number, total: number): number {
  if (!Number.isFinite(won) || !Number.isFinite(total) || total <= 0 || won <= 0) return 0;
  return (won / total) * 100;
}

/** Sum of the orders' total_amount / number of orders (shown with 0 decimals). */
export function averageBasket(amounts: ReadonlyArray<number | string | null | undefined>): number {
  if (amounts.length === 0) return 0;
  let sum = 0;
  for (const amount of amounts) {
    // PostgREST may send numeric columns as strings; a missing amount counts as 0.
    const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
    sum += Number.isFinite(value) ? value : 0;
  }
  return sum / amounts.length;
}

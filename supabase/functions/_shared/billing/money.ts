// Money in integer cents, as the billing formats carry it: every sum is exact, and only the
// printed forms have decimals (« 2160.00 » in XML, « 2160,00 » in the FEC).

/** Cents as a decimal with two places and a dot: 216000 → « 2160.00 », -5 → « -0.05 ». */
export function centsToDecimal(cents: number, separator = '.'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Montant en centimes non entier : ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}${separator}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A decimal amount as a bank file writes it (« 2160.00 », « 2160,5 », « -12 », « 1 234,56 »,
 * « 1.234,56 ») to cents, by its digits rather than through a float. Null when it is not one.
 */
export function decimalToCents(text: string): number | null {
  let value = text.replace(/[\s\u00a0\u202f]/g, '');
  if (value.includes(',') && value.includes('.')) value = value.replace(/\./g, '');
  value = value.replace(',', '.');
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const [, sign, units, decimals = ''] = match;
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** The share of a rate in cents, rounded as EN 16931 rounds a VAT amount (BT-117). */
export function percentOf(cents: number, ratePercent: number): number {
  // In integers (the rate in hundredths of a percent), so that a half cent is seen as one.
  return divideHalfUp(cents * Math.round(ratePercent * 100), 10_000);
}

/** `numerator / divisor` (divisor > 0) rounded half away from zero, in integers. */
export function divideHalfUp(numerator: number, divisor: number): number {
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / divisor) + (2 * (abs % divisor) >= divisor ? 1 : 0);
  return numerator < 0 ? -quotient : quotient;
}

/** « 20 % », « 5,5 % » (no-break space before the sign). */
export const frenchPercent = (value: number) => `${value.toLocaleString('fr-FR')}\u00a0%`;

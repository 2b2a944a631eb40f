import { formatEuro, formatEuroRounded } from '@/lib/format';

/**
 * Amounts on the product pages: whole euros when they are whole, else to the cent. Intl groups
 * French thousands with a narrow no-break space, which Inter draws almost invisibly at display
 * sizes: a regular no-break space replaces it, as on the catalogue's cards.
 */
export function euros(value: number): string {
  const text = Number.isInteger(value) ? formatEuroRounded(value) : formatEuro(value);
  return text.replace(/\u202f/g, '\u00a0');
}

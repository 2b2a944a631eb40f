import type { Tables } from '@/lib/db';
import { normalizeText } from '@/lib/utils';

type SearchableOrder = Pick<
  Tables<'orders'>,
  'order_number' | 'customer_email' | 'customer_first_name' | 'customer_last_name'
>;

/** What the search box looks into: number, e-mail and full name, lower-cased and without accents. */
export function orderSearchText(order: SearchableOrder): string {
  return normalizeText(
    `${order.order_number} ${order.customer_email} ${order.customer_first_name} ${order.customer_last_name}`,
  );
}

/**
 * Returns a filter over `orders` whose normalised texts are computed once, so each keystroke
 * only runs `includes` on 10 000 short strings (well under a millisecond per word).
 * Every word of the query must appear, like `matchesSearch` in lib/utils.
 */
export function createOrderSearch<T extends SearchableOrder>(orders: readonly T[]): (query: string) => T[] {
  let texts: string[] | undefined;
  return (query) => {
    const words = normalizeText(query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return orders as T[];
    texts ??= orders.map(orderSearchText);
    const found: T[] = [];
    for (let i = 0; i < orders.length; i += 1) {
      const text = texts[i];
      if (words.every((word) => text.includes(word))) found.push(orders[i]);
    }
    return found;
  };
}

export function searchOrders<T extends SearchableOrder>(orders: readonly T[], query: string): T[] {
  return createOrderSearch(orders)(query);
}

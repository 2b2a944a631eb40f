/**
 * Keyset pagination over PostgREST: the rows after the last one read, in a list sorted by one
 * column with the id as tiebreak (nulls last in both directions). Unlike an offset, a page costs
 * the same at row 99 000 as at row 0, and rows added or removed meanwhile shift nothing.
 */
export interface KeysetOrder {
  column: string;
  ascending: boolean;
  /** A nullable column sorts its nulls last, after every value. */
  nullable: boolean;
}

/** What to add to the query: an index-friendly bound on the sort column, then an `or` filter. */
export interface KeysetStep {
  bound: { column: string; operator: 'gte' | 'lte'; value: string } | null;
  or: string;
}

/** A value inside a PostgREST logic tree: quoted, so commas, dots and parentheses stay text. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/** The filters that select the rows after `last` (its sort value and id) in `order`. */
export function keysetAfter(order: KeysetOrder, last: { value: unknown; id: string }): KeysetStep {
  const { column, ascending, nullable } = order;
  const beyond = ascending ? 'gt' : 'lt';
  const id = quoteFilterValue(last.id);
  if (last.value === null || last.value === undefined) {
    // Past the values already: only the nulls are left, in id order.
    return { bound: null, or: `and(${column}.is.null,id.${beyond}.${id})` };
  }
  const value = quoteFilterValue(text(last.value));
  const after = `${column}.${beyond}.${value},and(${column}.eq.${value},id.${beyond}.${id})`;
  if (nullable) return { bound: null, or: `${after},${column}.is.null` };
  // `column >= value` (or <=) lets the index start at the last row; the `or` settles the ties.
  return {
    bound: { column, operator: ascending ? 'gte' : 'lte', value: text(last.value) },
    or: `${column}.${beyond}.${value},id.${beyond}.${id}`,
  };
}

/** A list's sort: one of its sortable columns, and the direction. */
export interface ListSort<Key extends string> {
  key: Key;
  desc: boolean;
}

/** URL parameters of a sort: `?sort=amount&order=asc`; the default sort writes neither. */
export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';

/**
 * The sort named in the URL. An unknown column falls back to the default sort (a link from an
 * older version, a typo) and a missing or unknown direction to the column's first one.
 */
export function sortFromParams<Key extends string>(
  params: URLSearchParams,
  keys: readonly Key[],
  fallback: ListSort<Key>,
  descFirst: ReadonlySet<Key> = new Set(),
): ListSort<Key> {
  const key = params.get(SORT_PARAM);
  if (key === null || !(keys as readonly string[]).includes(key)) return fallback;
  const order = params.get(ORDER_PARAM);
  const desc = order === 'desc' ? true : order === 'asc' ? false : descFirst.has(key as Key);
  return { key: key as Key, desc };
}

/** The URL parameters of a sort (both cleared for the default one). */
export function sortParams<Key extends string>(sort: ListSort<Key>, fallback: ListSort<Key>) {
  const isDefault = sort.key === fallback.key && sort.desc === fallback.desc;
  return {
    [SORT_PARAM]: isDefault ? null : sort.key,
    [ORDER_PARAM]: isDefault ? null : sort.desc ? 'desc' : 'asc',
  };
}

/** A list's sorts: its sortable columns, the default sort, and the columns whose first click sorts descending. */
export interface ListSortConfig<Key extends string> {
  keys: readonly Key[];
  fallback: ListSort<Key>;
  descFirst?: ReadonlySet<Key>;
}

import { describe, expect, it } from 'vitest';
import { sortFromParams, sortParams, type ListSort } from './list-sort';

const keys = ['date', 'amount', 'customer'] as const;
type Key = (typeof keys)[number];
const fallback: ListSort<Key> = { key: 'date', desc: true };
const read = (query: string) => sortFromParams(new URLSearchParams(query), keys, fallback, new Set<Key>(['amount']));

describe('list sort in the URL', () => {
  it('reads the column and the direction', () => {
    expect(read('sort=amount&order=asc')).toEqual({ key: 'amount', desc: false });
    expect(read('sort=customer&order=desc')).toEqual({ key: 'customer', desc: true });
  });

  it('falls back to the default sort for a missing or unknown column', () => {
    expect(read('')).toEqual(fallback);
    expect(read('sort=password&order=asc')).toEqual(fallback);
    expect(read('sort=__proto__')).toEqual(fallback);
  });

  it("uses the column's first direction when the order is missing or unknown", () => {
    expect(read('sort=amount')).toEqual({ key: 'amount', desc: true });
    expect(read('sort=customer&order=sideways')).toEqual({ key: 'customer', desc: false });
  });

  it('writes nothing for the default sort', () => {
    expect(sortParams(fallback, fallback)).toEqual({ sort: null, order: null });
    expect(sortParams({ key: 'date', desc: false }, fallback)).toEqual({ sort: 'date', order: 'asc' });
    expect(sortParams({ key: 'amount', desc: true }, fallback)).toEqual({ sort: 'amount', order: 'desc' });
  });
});

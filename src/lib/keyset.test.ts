import { describe, expect, it } from 'vitest';
import { keysetAfter, quoteFilterValue } from './keyset';

const id = '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b';

describe('keysetAfter', () => {
  it('bounds a non-null column for the index and breaks ties on the id (newest first)', () => {
    expect(
      keysetAfter(
        { column: 'created_at', ascending: false, nullable: false },
        { value: '2026-11-20T14:05:00.123456+00:00', id },
      ),
    ).toEqual({
      bound: { column: 'created_at', operator: 'lte', value: '2026-11-20T14:05:00.123456+00:00' },
      or: `created_at.lt."2026-11-20T14:05:00.123456+00:00",id.lt."${id}"`,
    });
  });

  it('goes upwards for an ascending order, numbers written as text', () => {
    expect(keysetAfter({ column: 'total_amount', ascending: true, nullable: false }, { value: 1234.5, id })).toEqual({
      bound: { column: 'total_amount', operator: 'gte', value: '1234.5' },
      or: `total_amount.gt."1234.5",id.gt."${id}"`,
    });
  });

  it('keeps the nulls of a nullable column for after the values, whatever the direction', () => {
    expect(
      keysetAfter({ column: 'company', ascending: false, nullable: true }, { value: 'Café, Lumière (Lyon)', id }),
    ).toEqual({
      bound: null,
      or: `company.lt."Café, Lumière (Lyon)",and(company.eq."Café, Lumière (Lyon)",id.lt."${id}"),company.is.null`,
    });
    expect(keysetAfter({ column: 'company', ascending: true, nullable: true }, { value: null, id })).toEqual({
      bound: null,
      or: `and(company.is.null,id.gt."${id}")`,
    });
  });
});

describe('quoteFilterValue', () => {
  it('escapes quotes and backslashes inside the quotes', () => {
    expect(quoteFilterValue('Le "Petit" \\ Bar')).toBe('"Le \\"Petit\\" \\\\ Bar"');
  });
});

import { describe, expect, it } from 'vitest';
import { hasActiveFilter, parseAuditFilters } from './filters';

describe('parseAuditFilters', () => {
  const person = 'a0000001-1111-4111-8111-111111111111';

  it('reads every filter of the URL', () => {
    const filters = parseAuditFilters(
      new URLSearchParams(`person=${person}&area=orders&action=update&from=2026-11-01&to=2026-11-30&page=3`),
    );
    expect(filters).toEqual({
      person,
      area: 'orders',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: { key: 'date', desc: true },
      page: 3,
    });
    expect(hasActiveFilter(filters)).toBe(true);
  });

  it('ignores what the database would refuse or misread', () => {
    const filters = parseAuditFilters(
      new URLSearchParams('person=admin&area=privacy&action=drop&from=2026-02-30&to=demain&page=-2'),
    );
    expect(filters).toEqual({
      person: null,
      area: null,
      action: null,
      from: null,
      to: null,
      sort: { key: 'date', desc: true },
      page: 1,
    });
    expect(hasActiveFilter(filters)).toBe(false);
  });

  it('reads the oldest-first order, and falls back to the newest first for any other sort', () => {
    expect(parseAuditFilters(new URLSearchParams('sort=date&order=asc')).sort).toEqual({ key: 'date', desc: false });
    expect(parseAuditFilters(new URLSearchParams('sort=actor_email&order=asc')).sort).toEqual({
      key: 'date',
      desc: true,
    });
    expect(parseAuditFilters(new URLSearchParams('sort=date&order=sideways')).sort).toEqual({
      key: 'date',
      desc: false,
    });
  });
});

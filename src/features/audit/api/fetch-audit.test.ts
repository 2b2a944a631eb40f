import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditFilters } from '../filters';
import { fetchAuditLog } from './fetch-audit-log';
import { fetchEntityHistory } from './fetch-entity-history';

/** A supabase stand-in that records each query's chain of calls and answers what the test says. */
const fake = vi.hoisted(() => {
  type Call = [string, ...unknown[]];
  const queries: { table: string; calls: Call[] }[] = [];
  const answers: unknown[] = [];
  function builder(table: string) {
    const query = { table, calls: [] as Call[] };
    queries.push(query);
    const target: Record<string, unknown> = {
      then: (resolve: (value: unknown) => void) => resolve(answers.shift() ?? { data: [], error: null, count: 0 }),
    };
    const proxy: unknown = new Proxy(target, {
      get(object, name: string) {
        if (name in object) return object[name];
        return (...args: unknown[]) => {
          query.calls.push([name, ...args]);
          return proxy;
        };
      },
    });
    return proxy;
  }
  return { queries, answers, builder };
});

vi.mock('@/lib/supabase-lazy', () => ({
  getSupabase: async () => ({ from: (table: string) => fake.builder(table) }),
}));

const noFilters: AuditFilters = {
  person: null,
  area: null,
  action: null,
  from: null,
  to: null,
  sort: { key: 'date', desc: true },
  page: 1,
};

beforeEach(() => {
  fake.queries.length = 0;
  fake.answers.length = 0;
});

describe('fetchAuditLog', () => {
  it('asks for one page of 50, newest first, with an exact count', async () => {
    fake.answers.push({ data: [{ id: 7 }], error: null, count: 120 });
    await expect(fetchAuditLog({ ...noFilters, page: 3 })).resolves.toEqual({ rows: [{ id: 7 }], total: 120 });
    const [query] = fake.queries;
    expect(query.table).toBe('audit_log');
    expect(query.calls).toEqual([
      [
        'select',
        'id, at, actor_id, actor_email, area, table_name, row_id, entity_id, action, changes',
        { count: 'exact' },
      ],
      ['order', 'at', { ascending: false }],
      ['order', 'id', { ascending: false }],
      ['range', 100, 149],
    ]);
  });

  it('asks for the oldest first when the view says so, the id settling ties the same way', async () => {
    await fetchAuditLog({ ...noFilters, sort: { key: 'date', desc: false } });
    expect(fake.queries[0].calls.slice(1, 3)).toEqual([
      ['order', 'at', { ascending: true }],
      ['order', 'id', { ascending: true }],
    ]);
  });

  it('filters by person, area, action and Paris days, the last day included', async () => {
    const person = 'a0000001-1111-4111-8111-111111111111';
    await fetchAuditLog({
      person,
      area: 'orders',
      action: 'update',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: { key: 'date', desc: true },
      page: 1,
    });
    expect(fake.queries[0].calls.slice(1, 6)).toEqual([
      ['eq', 'actor_id', person],
      ['eq', 'area', 'orders'],
      ['eq', 'action', 'update'],
      ['gte', 'at', '2026-10-31T23:00:00.000Z'],
      ['lt', 'at', '2026-11-30T23:00:00.000Z'],
    ]);
  });

  it('answers a page past the end with no rows and the real count, for the pager', async () => {
    fake.answers.push({
      data: null,
      error: { code: 'PGRST103', message: 'Requested range not satisfiable' },
      count: null,
      status: 416,
    });
    fake.answers.push({ data: null, error: null, count: 42, status: 200 });
    await expect(fetchAuditLog({ ...noFilters, area: 'leads', page: 9 })).resolves.toEqual({ rows: [], total: 42 });
    expect(fake.queries[1].calls).toEqual([
      ['select', 'id', { count: 'exact', head: true }],
      ['eq', 'area', 'leads'],
    ]);
  });

  it('throws any other failure, with its HTTP status', async () => {
    fake.answers.push({ data: null, error: { code: '42501', message: 'permission denied' }, count: null, status: 403 });
    await expect(fetchAuditLog(noFilters)).rejects.toMatchObject({ code: '42501', status: 403 });
  });
});

describe('fetchEntityHistory', () => {
  it('reads the 50 latest entries of one record, newest first', async () => {
    fake.answers.push({ data: [{ id: 1 }], error: null });
    await expect(fetchEntityHistory('o1')).resolves.toEqual([{ id: 1 }]);
    expect(fake.queries[0].calls).toEqual([
      ['select', 'id, at, actor_id, actor_email, area, table_name, row_id, entity_id, action, changes'],
      ['eq', 'entity_id', 'o1'],
      ['order', 'at', { ascending: false }],
      ['order', 'id', { ascending: false }],
      ['limit', 50],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { fetchListPage, keysetPages, searchAndSort, type ListRequest } from './list-query';

type Call = [string, ...unknown[]];

/** A select stand-in that records its chain of calls and answers the given responses in turn. */
function fakeRequest(calls: Call[], answers: unknown[]) {
  const target: Record<string, unknown> = {
    then: (resolve: (value: unknown) => void) => resolve(answers.shift() ?? { data: [], error: null, count: 0 }),
  };
  const proxy: unknown = new Proxy(target, {
    get(object, name: string) {
      if (name in object) return object[name];
      return (...args: unknown[]) => {
        calls.push([name, ...args]);
        return proxy;
      };
    },
  });
  return proxy as ListRequest<{ id: string; amount: number | null }> & {
    textSearch: (...args: unknown[]) => never;
    order: (...args: unknown[]) => never;
  };
}

const columns = { date: { column: 'created_at', nullable: false }, amount: { column: 'amount', nullable: true } };

describe('searchAndSort', () => {
  it('searches every typed word as a prefix, folded, and sorts with the id as tiebreak', () => {
    const calls: Call[] = [];
    searchAndSort(fakeRequest(calls, []), '  Lefèvre, JÉRÔME ', columns, { key: 'amount', desc: true });
    expect(calls).toEqual([
      ['textSearch', 'search', 'lefevre:* & jerome:*', { config: 'simple' }],
      ['order', 'amount', { ascending: false, nullsFirst: false }],
      ['order', 'id', { ascending: false }],
    ]);
  });

  it('never passes query syntax on: punctuation alone searches nothing, around words it is dropped', () => {
    for (const [term, query] of [
      ['%_,()"\'*\\', null],
      ['100%', '100:*'],
      ["l'atelier (nord), 50*", 'l:* & atelier:* & nord:* & 50:*'],
      ['a:* | !b', 'a:* & b:*'],
    ] as const) {
      const calls: Call[] = [];
      searchAndSort(fakeRequest(calls, []), term, columns, { key: 'date', desc: false });
      const search = calls.find(([name]) => name === 'textSearch');
      expect(search?.[2] ?? null, term).toBe(query);
    }
  });
});

describe('fetchListPage', () => {
  it('asks for one page with its count', async () => {
    const calls: Call[] = [];
    const rows = [{ id: 'a', amount: 1 }];
    const page = await fetchListPage(() => fakeRequest(calls, [{ data: rows, error: null, count: 120 }]), 3);
    expect(page).toEqual({ rows, total: 120 });
    expect(calls).toEqual([['range', 100, 149]]);
  });

  it('answers a page past the end with no rows and the count, for the pager', async () => {
    const calls: Call[] = [];
    const answers = [
      { data: null, error: { code: 'PGRST103', message: 'Requested range not satisfiable' }, count: null },
      { data: [], error: null, count: 42 },
    ];
    await expect(fetchListPage(() => fakeRequest(calls, answers), 9)).resolves.toEqual({ rows: [], total: 42 });
    expect(calls).toEqual([
      ['range', 400, 449],
      ['limit', 1],
    ]);
  });

  it('throws any other error', async () => {
    const failure = { code: '42501', message: 'permission denied' };
    await expect(
      fetchListPage(() => fakeRequest([], [{ data: null, error: failure, count: null }]), 1),
    ).rejects.toMatchObject(failure);
  });
});

describe('keysetPages', () => {
  it('counts on the first page only, then starts each page after the last row read', async () => {
    const selects: boolean[] = [];
    const calls: Call[] = [];
    const answers = [{ data: [{ id: 'b', amount: 5 }], error: null, count: 2 }];
    const fetchPage = keysetPages(
      ({ count }) => {
        selects.push(count);
        return fakeRequest(calls, answers);
      },
      { column: 'amount', ascending: true, nullable: true },
    );
    const signal = new AbortController().signal;
    expect(await fetchPage({ after: null, limit: 1, withCount: true, signal })).toEqual({
      rows: [{ id: 'b', amount: 5 }],
      total: 2,
    });
    await fetchPage({ after: { id: 'b', amount: 5 }, limit: 1, withCount: false, signal });
    expect(selects).toEqual([true, false]);
    expect(calls).toEqual([
      ['limit', 1],
      ['abortSignal', signal],
      ['or', 'amount.gt."5",and(amount.eq."5",id.gt."b"),amount.is.null'],
      ['limit', 1],
      ['abortSignal', signal],
    ]);
  });
});

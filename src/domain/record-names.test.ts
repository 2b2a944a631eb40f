import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@/lib/supabase';
import { fetchRecordNames, nameKey, recordRefs, UNREADABLE } from './record-names';
import { PEOPLE } from '@/domain/shared/table-words';

const order = '00000000-0000-4000-8000-00000000000a';
const otherOrder = '00000000-0000-4000-8000-00000000000b';
const contract = '00000000-0000-4000-8000-00000000000c';
const person = '5eed0001-0000-4000-8000-000000000001';
const gone = '5eed0001-0000-4000-8000-000000000002';

/** A client that records each query and answers per table, as PostgREST would. */
function fakeClient(answers: Record<string, { data: Record<string, unknown>[] | null; error: unknown }>) {
  const queries: { table: string; select: string; ids: readonly string[] }[] = [];
  const client = {
    from: (table: string) => ({
      select: (select: string) => ({
        in: async (_column: string, ids: readonly string[]) => {
          queries.push({ table, select, ids });
          return answers[table] ?? { data: [], error: null };
        },
      }),
    }),
  };
  return { client: client as unknown as SupabaseClient, queries };
}

describe('recordRefs', () => {
  it('groups the records of a page by kind, once each, sorted, leaving out what is not an id', () => {
    expect(
      recordRefs([
        { target: 'orders', id: otherOrder },
        { target: 'orders', id: order },
        { target: 'orders', id: otherOrder },
        { target: PEOPLE, id: person },
        { target: 'products', id: 'not-a-uuid' },
      ]),
    ).toEqual({ orders: [order, otherOrder], people: [person] });
  });
});

describe('fetchRecordNames', () => {
  it('asks each kind once, for the ids given and what names them, and people from the team directory', async () => {
    const { client, queries } = fakeClient({
      orders: { data: [{ id: order, order_number: 'CMD-2026-00042' }], error: null },
      contracts: { data: [{ id: contract, contract_number: 'CT-2026-00012' }], error: null },
    });
    let directoryReads = 0;
    const names = await fetchRecordNames(
      client,
      { contracts: [contract], orders: [order, otherOrder], people: [gone, person] },
      async () => {
        directoryReads += 1;
        return [
          { id: person, email: 'theo@visiolease.fr', fullName: 'Théo Technicien' },
          { id: '5eed0001-0000-4000-8000-000000000003', email: 'autre@visiolease.fr', fullName: null },
        ];
      },
    );
    expect(queries).toEqual([
      { table: 'contracts', select: 'id, contract_number', ids: [contract] },
      { table: 'orders', select: 'id, order_number', ids: [order, otherOrder] },
    ]);
    expect(directoryReads).toBe(1);
    expect(Object.fromEntries(names)).toEqual({
      [nameKey('contracts', contract)]: 'CT-2026-00012',
      [nameKey('orders', order)]: 'CMD-2026-00042',
      [nameKey(PEOPLE, person)]: 'Théo Technicien',
    });
  });

  it('leaves unnamed what the reader may not read, and names an empty record neutrally', async () => {
    const { client } = fakeClient({
      orders: { data: null, error: { code: '42501', message: 'permission denied for table orders' } },
      contracts: { data: [{ id: contract, contract_number: null }], error: null },
    });
    const names = await fetchRecordNames(client, { contracts: [contract], orders: [order], people: [person] }, () =>
      Promise.reject(new Error('list_users: 42501')),
    );
    expect(Object.fromEntries(names)).toEqual({ [nameKey('contracts', contract)]: UNREADABLE });
  });
});

// POST /object/list/<bucket>: one level of the key hierarchy under a prefix, folders first
// collapsed into one entry each, as storage-api answers.
import { RAW } from '../db-session';
import { json, type StackRequest, type StackResponse } from '../http/types';
import { jsonBody, OBJECT_COLUMNS, type StorageContext } from './context';
import type { ObjectMetadata, ObjectRow } from './rows';

type Entry = {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
};

const SORTABLE = ['name', 'updated_at', 'created_at', 'last_accessed_at'];

export async function list(ctx: StorageContext, req: StackRequest, bucketId: string): Promise<StackResponse> {
  const auth = ctx.authOf(req, true);
  const input = jsonBody(req);
  const rawPrefix = typeof input.prefix === 'string' ? input.prefix.replace(/\0/g, '') : '';
  const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix;
  const limit = Math.max(0, Number(input.limit ?? 100) || 100);
  const offset = Math.max(0, Number(input.offset ?? 0) || 0);
  const search = typeof input.search === 'string' ? input.search : '';
  const sortBy = (input.sortBy ?? {}) as { column?: string; order?: string };
  const column = SORTABLE.includes(sortBy.column ?? '') ? (sortBy.column as string) : 'name';
  const desc = String(sortBy.order ?? 'asc').toLowerCase() === 'desc';
  await ctx.bucketById(bucketId);
  const res = await ctx.asCaller(req, auth, (tx) =>
    tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
      [bucketId, prefix],
      RAW,
    ),
  );
  const entries = new Map<string, Entry>();
  for (const row of res.rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const entryName = slash === -1 ? rest : rest.slice(0, slash);
    if (search && !entryName.toLowerCase().startsWith(search.toLowerCase())) continue;
    if (slash !== -1) {
      if (!entries.has(`${entryName}/`)) {
        entries.set(`${entryName}/`, {
          name: entryName,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
      continue;
    }
    entries.set(entryName, {
      name: entryName,
      id: row.id,
      updated_at: new Date(row.updated_at).toISOString(),
      created_at: new Date(row.created_at).toISOString(),
      last_accessed_at: new Date(row.last_accessed_at).toISOString(),
      metadata: row.metadata,
    });
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const ka = column === 'name' ? a.name : ((a[column as keyof Entry] as string | null) ?? '');
    const kb = column === 'name' ? b.name : ((b[column as keyof Entry] as string | null) ?? '');
    const cmp = ka < kb ? -1 : ka > kb ? 1 : 0;
    return desc ? -cmp : cmp;
  });
  return json(200, sorted.slice(offset, offset + limit));
}

// Resolves `select=*,order_items(*)` style embeds to a foreign key, the way
// PostgREST does: by table name, FK column or constraint name, with `!hint`.
import { ApiError } from '../http/api-error';
import type { ForeignKey, SchemaCache, TableInfo } from './schema-cache';

export interface Relationship {
  /** to-one: the parent holds the FK; to-many: the target holds it (unless unique). */
  cardinality: 'one' | 'many';
  target: TableInfo;
  fk: ForeignKey;
  /** True when the FK goes from the parent to the target. */
  parentHoldsFk: boolean;
}

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join('\0') === [...b].sort().join('\0');
}

/** PGRST201's details, each end named from the embedding table's side as PostgREST does. */
function describe(rel: Relationship, parent: TableInfo): Record<string, string> {
  const [own, other] = rel.parentHoldsFk ? [rel.fk.columns, rel.fk.refColumns] : [rel.fk.refColumns, rel.fk.columns];
  return {
    cardinality: rel.parentHoldsFk ? 'many-to-one' : rel.cardinality === 'one' ? 'one-to-one' : 'one-to-many',
    embedding: `${parent.name} with ${rel.target.name}`,
    relationship: `${rel.fk.name} using ${parent.name}(${own.join(', ')}) and ${rel.target.name}(${other.join(', ')})`,
  };
}

export function resolveRelationship(
  cache: SchemaCache,
  parent: TableInfo,
  name: string,
  hint: string | undefined,
): Relationship {
  const candidates: Relationship[] = [];
  const toOne = (fk: ForeignKey) => {
    const target = cache.tables.get(fk.refTable);
    if (target) candidates.push({ cardinality: 'one', target, fk, parentHoldsFk: true });
  };
  const toMany = (fk: ForeignKey) => {
    const target = cache.tables.get(fk.table);
    if (!target) return;
    const unique = target.uniqueKeys.some((key) => sameColumns(key, fk.columns));
    candidates.push({ cardinality: unique ? 'one' : 'many', target, fk, parentHoldsFk: false });
  };

  const named = cache.tables.get(name);
  if (named) {
    for (const fk of parent.outgoing) if (fk.refTable === named.name) toOne(fk);
    for (const fk of parent.incoming) if (fk.table === named.name) toMany(fk);
  }
  if (candidates.length === 0) {
    // `category_id(*)` or a constraint name as the embed target.
    for (const fk of parent.outgoing) {
      if (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name)) toOne(fk);
    }
    for (const fk of parent.incoming) if (fk.name === name) toMany(fk);
  }

  let matches = candidates;
  if (hint) {
    matches = candidates.filter((rel) => {
      if (rel.fk.name === hint) return true;
      const ownColumns = rel.parentHoldsFk ? rel.fk.columns : rel.fk.columns;
      if (ownColumns.length === 1 && ownColumns[0] === hint) return true;
      if (rel.fk.refColumns.length === 1 && rel.fk.refColumns[0] === hint) return true;
      return rel.target.name === hint;
    });
  }

  if (matches.length === 1) return matches[0] as Relationship;
  if (matches.length === 0) {
    throw new ApiError(400, {
      code: 'PGRST200',
      details: `Searched for a foreign key relationship between '${parent.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
      hint: null,
      message: `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
    });
  }
  throw new ApiError(300, {
    code: 'PGRST201',
    details: matches.map((rel) => describe(rel, parent)),
    hint: `Try changing '${name}' to one of the following: ${matches
      .map((rel) => `'${name}!${rel.fk.name}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
    message: `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
  });
}

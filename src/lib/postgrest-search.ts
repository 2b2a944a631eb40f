/**
 * A PostgREST `or` filter matching `term` anywhere in any of `columns`, case-insensitively.
 * The value is double-quoted so commas, dots and parentheses stay text, and LIKE's own
 * wildcards typed by the user are escaped: a search for « 100% » finds « 100% », not everything.
 */
export function ilikeAnyOf(columns: readonly string[], term: string): string | null {
  const words = term.trim();
  if (!words) return null;
  const pattern = words
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*/g, ' ')
    .replace(/["\\]/g, (c) => `\\${c}`);
  return columns.map((column) => `${column}.ilike."*${pattern}*"`).join(',');
}

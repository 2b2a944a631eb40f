import { describe, expect, it } from 'vitest';
import { splitSql } from '../../supabase/local/sql-split';

describe('splitSql', () => {
  it('splits at semicolons outside strings, comments and dollar quotes', () => {
    const statements = splitSql(`-- one; still a comment\nselect 'a;b';\n/* c; */ select $x$ ; $x$;\nselect 3`);
    expect(statements.map((s) => s.text)).toEqual([
      "-- one; still a comment\nselect 'a;b'",
      '/* c; */ select $x$ ; $x$',
      'select 3',
    ]);
    expect(statements.map((s) => s.line)).toEqual([1, 3, 4]);
  });

  it('keeps a BEGIN ATOMIC body whole, CASE … END inside it included', () => {
    const sql = `create function f(x int) returns text language sql
begin atomic
  select case when x > 0 then 'a' else 'b' end;
end;
select 2;`;
    expect(splitSql(sql).map((s) => s.text.split('\n')[0])).toEqual(['create function f(x int) returns text language sql', 'select 2']);
  });

  it('is not misled by the word « case » in a comment or a string before a BEGIN ATOMIC body', () => {
    // A comment saying « (case and +tag aside) » once made the END of the body look like a CASE's,
    // and every statement after it ran as one.
    const sql = `-- Addresses are compared as mailboxes (case and +tag aside).
create function g(rows jsonb) returns jsonb language sql
begin atomic
  select coalesce(rows, '[]'::jsonb);
end;
select 'case';
select 3;`;
    expect(splitSql(sql)).toHaveLength(3);
  });
});

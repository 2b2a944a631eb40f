// The jobs of supabase/hosted/schedules.sql, read as pg_cron reads them on a hosted project, so the
// local stack runs the same jobs on the same schedules from the same file. Strict: a line this
// reader does not recognise is an error, not a job silently left out (docs/jobs.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import { REPO_ROOT } from '../config';
import { splitSql } from '../sql-split';

export const SCHEDULES_FILE = path.join(REPO_ROOT, 'supabase', 'hosted', 'schedules.sql');

/** A Postgres function of the public schema, run as `select public.<fn>();`. */
export interface SqlJob {
  kind: 'sql';
  fn: string;
  /** The statement pg_cron runs, as the file writes it. */
  command: string;
}

/** An edge function, called by pg_net with the service role key. */
export interface FunctionJob {
  kind: 'function';
  fn: string;
}

export interface ScheduledJob {
  /** pg_cron's job name: the function's name, with hyphens. */
  name: string;
  /** Five cron fields, read in UTC as pg_cron does on hosted Supabase. */
  schedule: string;
  target: SqlJob | FunctionJob;
  /** Where the file declares it, for messages. */
  line: number;
}

export class SchedulesFileError extends Error {
  constructor(file: string, line: number, problem: string) {
    super(`${path.relative(REPO_ROOT, file)}:${line}: ${problem}`);
  }
}

/** The net.http_post every function job runs, `<fn>` aside (the key and the URL come from Vault). */
function functionCall(fn: string): string {
  return `select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/${fn}',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

const SCHEDULE_CALL = /^select\s+cron\.schedule\(\s*'([^']*)'\s*,\s*'([^']*)'\s*,\s*\$\$([\s\S]*)\$\$\s*\)$/i;
const SQL_COMMAND = /^select public\.([a-z_][a-z0-9_]*)\(\);$/;
const FUNCTION_URL = /'\/functions\/v1\/([a-z0-9-]+)'/;
const CRON_FIELD = /^[0-9*,/-]+$/;

/** The statement without the comment lines above it, and the line where it starts. */
function withoutLeadingComments(text: string, line: number): { sql: string; line: number } {
  const comments = /^(?:\s*--[^\n]*\n)*\s*/.exec(text)?.[0] ?? '';
  return { sql: text.slice(comments.length).trim(), line: line + (comments.match(/\n/g) ?? []).length };
}

function parseTarget(command: string): SqlJob | FunctionJob | string {
  const sql = SQL_COMMAND.exec(oneLine(command));
  if (sql) return { kind: 'sql', fn: sql[1] as string, command: oneLine(command) };
  const fn = FUNCTION_URL.exec(command)?.[1];
  if (fn && oneLine(command) === oneLine(functionCall(fn))) return { kind: 'function', fn };
  return 'the command is neither `select public.<function>();` nor the net.http_post call of an edge function written as the file’s other function jobs';
}

function checkSchedule(schedule: string): string | null {
  const fields = schedule.split(' ');
  if (fields.length !== 5 || !fields.every((field) => CRON_FIELD.test(field)))
    return `schedule "${schedule}": five fields of digits, *, ",", "-" and "/" separated by one space expected`;
  try {
    new Cron(schedule, { mode: '5-part', timezone: 'UTC', paused: true });
    return null;
  } catch (error) {
    return `schedule "${schedule}": ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Every `cron.schedule(...)` statement of the file, checked against the rules above. */
export function parseSchedules(text: string, file = SCHEDULES_FILE): ScheduledJob[] {
  const jobs: ScheduledJob[] = [];
  for (const statement of splitSql(text)) {
    const { sql, line } = withoutLeadingComments(statement.text, statement.line);
    if (!/\bcron\.schedule\b/i.test(sql)) continue;
    const fail = (problem: string) => new SchedulesFileError(file, line, problem);
    const call = SCHEDULE_CALL.exec(sql);
    if (!call) throw fail("cron.schedule('<name>', '<schedule>', $$ <command> $$) expected");
    const [, name = '', schedule = '', command = ''] = call;
    const scheduleProblem = checkSchedule(schedule);
    if (scheduleProblem) throw fail(scheduleProblem);
    const target = parseTarget(command);
    if (typeof target === 'string') throw fail(`job "${name}": ${target}`);
    const expected = target.fn.replace(/_/g, '-');
    if (name !== expected) throw fail(`job "${name}" runs ${target.fn}: name it "${expected}"`);
    if (jobs.some((job) => job.name === name)) throw fail(`job "${name}" is scheduled twice`);
    jobs.push({ name, schedule, target, line });
  }
  return jobs;
}

export function readSchedules(file = SCHEDULES_FILE): ScheduledJob[] {
  return parseSchedules(readFileSync(file, 'utf8'), file);
}

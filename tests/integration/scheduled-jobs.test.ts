import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler as purgeStorage, type PurgeReport } from '../../supabase/functions/purge-storage/handler';
import { parseConfigToml, REPO_ROOT, SERVICE_ROLE_KEY } from '../../supabase/local/config';
import { readSchedules, type ScheduledJob } from '../../supabase/local/jobs/schedules';
import { databaseUrl } from '../support/clients';
import { apiUrl, service } from './support';

/**
 * supabase/hosted/schedules.sql against what exists: every job names a function that exists and
 * is marked as a job, every job function has its line; each SQL job runs as pg_cron runs it (its
 * statement, as postgres — on the real-PostgreSQL layer a role without superuser rights, as on
 * hosted Supabase) and a second run does nothing more.
 */
const jobs = readSchedules();
const sqlJobs = jobs.filter((job) => job.target.kind === 'sql');
const functionJobs = jobs.filter((job) => job.target.kind === 'function');
const functionsDir = path.join(REPO_ROOT, 'supabase', 'functions');

let sql: pg.Client;

beforeAll(async () => {
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
});

afterAll(async () => {
  await sql.end();
});

/** Public functions whose comment marks them as scheduled jobs (the migrations' convention). */
async function markedSqlJobs(): Promise<{ name: string; required: number }[]> {
  const { rows } = await sql.query<{ name: string; required: number }>(
    `select p.proname as name, p.pronargs - p.pronargdefaults as required
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and obj_description(p.oid, 'pg_proc') like 'Scheduled job:%'
      order by 1`,
  );
  return rows;
}

/** Edge functions built as scheduled jobs (supabase/functions/_shared/job.ts). */
function scheduledFunctions(): string[] {
  return fs
    .readdirSync(functionsDir)
    .filter((name) => !name.startsWith('_') && fs.existsSync(path.join(functionsDir, name, 'handler.ts')))
    .filter((name) => /\bscheduledJob\(/.test(fs.readFileSync(path.join(functionsDir, name, 'handler.ts'), 'utf8')))
    .sort();
}

const fnNames = (list: ScheduledJob[]) => list.map((job) => job.target.fn).sort();

/** What a second run answers when it found nothing more to do. */
function didNothing(result: unknown): boolean {
  if (typeof result === 'number') return result === 0;
  if (typeof result !== 'object' || result === null) return false;
  const record = result as Record<string, unknown>;
  if (record.skipped === true) return true;
  // What a job could not do (issue_due_invoices' `failed`: a customer's address still incomplete)
  // is reported again at each run; it is not work done twice.
  return Object.entries(record).every(([key, value]) => key === 'failed' || typeof value !== 'number' || value === 0);
}

describe('the schedules file', () => {
  it('schedules the SQL jobs and the edge-function jobs of this product, each once', () => {
    expect(jobs.map((job) => job.name).sort()).toEqual([
      'advance-campaigns',
      'billing-documents',
      'deliver-emails',
      'expire-offers',
      'issue-due-invoices',
      'purge-storage',
      'run-retention',
      'run-service-jobs',
    ]);
  });

  it('names every SQL function marked « Scheduled job », and only those, each callable without arguments', async () => {
    const marked = await markedSqlJobs();
    expect(marked.map((row) => row.name)).toEqual(fnNames(sqlJobs));
    expect(marked.filter((row) => row.required > 0)).toEqual([]);
  });

  it('names every edge function built with scheduledJob(), and only those, each deployable and behind the JWT check', () => {
    expect(scheduledFunctions()).toEqual(fnNames(functionJobs));
    const config = parseConfigToml(fs.readFileSync(path.join(REPO_ROOT, 'supabase', 'config.toml'), 'utf8'));
    for (const fn of fnNames(functionJobs)) {
      expect(fs.existsSync(path.join(functionsDir, fn, 'index.ts')), `${fn}/index.ts`).toBe(true);
      // The gateway checks the key unless the function's section turns it off (the CLI's default is on).
      expect(config(`functions.${fn}`, 'verify_jwt'), `[functions.${fn}] verify_jwt`).not.toBe(false);
    }
  });
});

describe('each job run twice', () => {
  it('each SQL job runs as pg_cron runs it, and a second run does nothing more', async () => {
    // Inside a transaction rolled back at the end: the jobs' real work (retention above all) must
    // not change the data other test files rely on.
    await sql.query('begin');
    try {
      await sql.query('set local role postgres');
      for (const job of sqlJobs) {
        if (job.target.kind !== 'sql') continue;
        await sql.query(job.target.command);
        const second = await sql.query<Record<string, unknown>>(job.target.command);
        const result = Object.values(second.rows[0] ?? {})[0];
        expect({ job: job.name, result, nothing: didNothing(result) }).toEqual({
          job: job.name,
          result,
          nothing: true,
        });
      }
    } finally {
      await sql.query('rollback');
    }
  });

  it('purge-storage removes a queued file, and a second run finds nothing', async () => {
    const file = `scheduled-jobs/${Date.now().toString(36)}.pdf`;
    const db = service();
    const upload = await db.storage
      .from('offer-documents')
      .upload(file, Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    await sql.query(`insert into private.storage_purges (bucket_id, name) values ('offer-documents', $1)`, [file]);

    const env: Record<string, string> = { SUPABASE_URL: apiUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
    const run = async () => {
      const response = await purgeStorage((key) => env[key])(
        new Request('http://functions.local/purge-storage', {
          method: 'POST',
          headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
        }),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as PurgeReport;
    };
    expect((await run()).removed).toBeGreaterThanOrEqual(1);
    expect((await db.storage.from('offer-documents').download(file)).error).not.toBeNull();
    expect(await run()).toEqual({ removed: 0, failed: 0 });
  });

  it('purge-storage answers 403 to anyone but the service role', async () => {
    const env: Record<string, string> = { SUPABASE_URL: apiUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
    const response = await purgeStorage((key) => env[key])(
      new Request('http://functions.local/purge-storage', {
        method: 'POST',
        headers: { Authorization: 'Bearer nope' },
      }),
    );
    expect(response.status).toBe(403);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../supabase/local/jobs/run-job';
import { createScheduler, type Clock } from '../../supabase/local/jobs/scheduler';
import { parseSchedules, readSchedules, type ScheduledJob } from '../../supabase/local/jobs/schedules';
import { PoolDatabase } from '../../supabase/local/pool-database';
import { apiUrl, databaseUrl, serviceClient } from '../support/clients';

/**
 * The local stack's scheduler: it reads supabase/hosted/schedules.sql strictly, runs each job when
 * its schedule (UTC, as pg_cron) says — on an injected clock here —, runs the every-minute jobs at
 * the local pace, never runs a job twice at once, and runs a job as hosted Supabase does.
 */
const jobs = readSchedules();

function clockAt(iso: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = new Date(iso);
  return {
    now: () => now,
    set: (next) => (now = new Date(next)),
    advance: (ms) => (now = new Date(now.getTime() + ms)),
  };
}

function recording() {
  const ran: string[] = [];
  return { ran, run: async (job: ScheduledJob) => void ran.push(job.name) };
}

const sqlLine = (name: string, schedule: string, command: string) =>
  `select cron.schedule('${name}', '${schedule}', $$ ${command} $$);`;

describe('the schedules file, read strictly', () => {
  it('reads each job of the real file: its schedule and what it runs', () => {
    const retention = jobs.find((job) => job.name === 'run-retention');
    expect(retention).toMatchObject({
      schedule: '0 2 * * *',
      target: { kind: 'sql', fn: 'run_retention', command: 'select public.run_retention();' },
    });
    expect(jobs.find((job) => job.name === 'deliver-emails')?.target).toEqual({
      kind: 'function',
      fn: 'deliver-emails',
    });
  });

  it.each([
    [
      'a schedule pg_cron would not read',
      sqlLine('expire-offers', '@hourly', 'select public.expire_offers();'),
      /five fields/,
    ],
    ['six fields (seconds)', sqlLine('expire-offers', '0 5 * * * *', 'select public.expire_offers();'), /five fields/],
    ['a minute out of range', sqlLine('expire-offers', '61 * * * *', 'select public.expire_offers();'), /minute/],
    [
      'a command that is not one function call',
      sqlLine('expire-offers', '5 * * * *', 'delete from public.offers;'),
      /neither/,
    ],
    ['a function outside public', sqlLine('expire-offers', '5 * * * *', 'select private.expire_offers();'), /neither/],
    [
      'a name that is not its function',
      sqlLine('offers', '5 * * * *', 'select public.expire_offers();'),
      /name it "expire-offers"/,
    ],
    ['a job without a name', `select cron.schedule('5 * * * *', $$ select public.expire_offers(); $$);`, /expected/],
    [
      'the same job twice',
      [
        sqlLine('run-retention', '0 2 * * *', 'select public.run_retention();'),
        sqlLine('run-retention', '0 3 * * *', 'select public.run_retention();'),
      ].join('\n\n\n'),
      /:6: job "run-retention" is scheduled twice/,
    ],
    [
      'a function call with another key',
      sqlLine(
        'deliver-emails',
        '* * * * *',
        `select net.http_post(url := 'https://example.com/functions/v1/deliver-emails', body := '{}'::jsonb);`,
      ),
      /neither/,
    ],
  ])('refuses %s, naming the line', (_what, text, message) => {
    // The statement starts on line 3, under two lines of comments.
    const file = `-- a comment\n-- another\n${text}\n`;
    expect(() => parseSchedules(file)).toThrow(message);
    expect(() => parseSchedules(file)).toThrow(/schedules\.sql:[36]:/);
  });
});

describe('the scheduler, on an injected clock', () => {
  it('runs a job when its UTC schedule is due, once, then plans its next run', async () => {
    const clock = clockAt('2026-11-28T01:59:59Z');
    const { ran, run } = recording();
    const scheduler = createScheduler({ jobs, run, everyMinuteMs: 0, clock });
    expect(scheduler.nextRuns()['run-retention']).toEqual(new Date('2026-11-28T02:00:00Z'));
    expect(await scheduler.runDue()).toEqual([]);

    clock.set('2026-11-28T02:00:00Z');
    expect((await scheduler.runDue()).sort()).toEqual(['billing-documents', 'purge-storage', 'run-retention']);
    expect(await scheduler.runDue()).toEqual([]);
    expect(scheduler.nextRuns()['run-retention']).toEqual(new Date('2026-11-29T02:00:00Z'));

    clock.set('2026-11-28T02:05:00Z');
    expect(await scheduler.runDue()).toEqual(['expire-offers']);
    expect(ran.sort()).toEqual(['billing-documents', 'expire-offers', 'purge-storage', 'run-retention']);
  });

  it('runs the every-minute jobs at the local pace, or not at all with a pace of 0', async () => {
    const clock = clockAt('2026-11-28T12:00:30Z');
    const { ran, run } = recording();
    const scheduler = createScheduler({ jobs, run, everyMinuteMs: 2000, clock });
    clock.advance(1999);
    expect(await scheduler.runDue()).toEqual([]);
    clock.advance(1);
    expect((await scheduler.runDue()).sort()).toEqual(['advance-campaigns', 'deliver-emails']);
    clock.advance(2000);
    expect((await scheduler.runDue()).sort()).toEqual(['advance-campaigns', 'deliver-emails']);
    expect(ran).toHaveLength(4);

    const off = createScheduler({ jobs, run, everyMinuteMs: 0, clock });
    expect(off.nextRuns()['deliver-emails']).toBeNull();
  });

  it('never starts a job again while it runs', async () => {
    const clock = clockAt('2026-11-28T12:00:00Z');
    let release = () => {};
    let runs = 0;
    const scheduler = createScheduler({
      jobs: jobs.filter((job) => job.name === 'deliver-emails'),
      run: () => {
        runs++;
        return new Promise<void>((resolve) => (release = resolve));
      },
      everyMinuteMs: 1000,
      clock,
    });
    clock.advance(1000);
    const first = scheduler.runDue();
    clock.advance(5000);
    expect(await scheduler.runDue()).toEqual([]);
    release();
    expect(await first).toEqual(['deliver-emails']);
    expect(runs).toBe(1);
  });

  it('runs due jobs on its own timers once started, and stops', async () => {
    const { ran, run } = recording();
    const scheduler = createScheduler({
      jobs: jobs.filter((job) => job.name === 'deliver-emails'),
      run,
      everyMinuteMs: 20,
    });
    scheduler.start();
    await expect.poll(() => ran.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await scheduler.stop();
    const count = ran.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran.length).toBe(count);
  });
});

describe('a job run as hosted Supabase runs it, against the running stack', () => {
  let db: PoolDatabase;
  let sql: pg.Client;

  beforeAll(async () => {
    db = new PoolDatabase({ systemUrl: databaseUrl, apiUrl: databaseUrl, freshConnections: false, maxConnections: 1 });
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  });

  afterAll(async () => {
    await sql.end();
    await db.close();
  });

  it('the scheduler runs a due edge-function job through the API: purge-storage removes a queued file', async () => {
    const file = `scheduler/${Date.now().toString(36)}.pdf`;
    const storage = serviceClient().storage.from('offer-documents');
    expect(
      (await storage.upload(file, Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' })).error,
    ).toBeNull();
    await sql.query(`insert into private.storage_purges (bucket_id, name) values ('offer-documents', $1)`, [file]);

    const clock = clockAt('2026-11-28T03:09:59Z');
    const runner = createJobRunner({ apiUrl, db });
    const problems: (string | null)[] = [];
    const scheduler = createScheduler({
      jobs: jobs.filter((job) => job.name === 'purge-storage'),
      run: async (job) => void problems.push(await runner(job)),
      everyMinuteMs: 0,
      clock,
    });
    expect(await scheduler.runDue()).toEqual([]);
    clock.set('2026-11-28T03:10:00Z');
    expect(await scheduler.runDue()).toEqual(['purge-storage']);
    expect(problems).toEqual([null]);
    expect((await storage.download(file)).error).not.toBeNull();
    expect((await sql.query(`select 1 from private.storage_purges where name = $1`, [file])).rowCount).toBe(0);
  });

  it('a SQL job runs its statement as postgres; a failing one is reported, not thrown', async () => {
    const runner = createJobRunner({ apiUrl, db });
    const expire = jobs.find((job) => job.name === 'expire-offers') as ScheduledJob;
    expect(await runner(expire)).toBeNull();
    const broken: ScheduledJob = {
      ...expire,
      name: 'missing-job',
      target: { kind: 'sql', fn: 'missing_job', command: 'select public.missing_job();' },
    };
    expect(await runner(broken)).toMatch(/missing_job/);
  });
});

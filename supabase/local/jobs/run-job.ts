// How the local stack runs one job of supabase/hosted/schedules.sql, as hosted Supabase does: a SQL
// job's statement in the database as `postgres` (the role that schedules pg_cron's jobs there), an
// edge function through the stack's own API with the service role key (what pg_net posts).
import { SERVICE_ROLE_KEY } from '../config';
import { systemSettings, type StackDatabase } from '../db-session';
import type { ScheduledJob } from './schedules';

/** pg_net's timeout of the function jobs (timeout_milliseconds in schedules.sql). */
const FUNCTION_TIMEOUT_MS = 60_000;

async function callFunction(apiUrl: string, fn: string): Promise<string | null> {
  const response = await fetch(`${apiUrl}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(FUNCTION_TIMEOUT_MS),
  });
  const text = await response.text();
  return response.ok ? null : `HTTP ${response.status} ${text.slice(0, 300)}`;
}

/**
 * Runs one job and resolves to its problem (null when it went well), logged once per new problem
 * of each job rather than at every run.
 */
export function createJobRunner(options: {
  apiUrl: string;
  db: StackDatabase;
}): (job: ScheduledJob) => Promise<string | null> {
  const lastProblems = new Map<string, string>();

  async function attempt(job: ScheduledJob): Promise<string | null> {
    const { target } = job;
    if (target.kind === 'function') return callFunction(options.apiUrl, target.fn);
    await options.db.asSystem(async (tx) => {
      await tx.exec(systemSettings('postgres'));
      await tx.query(target.command);
    });
    return null;
  }

  return async function run(job) {
    let problem: string | null;
    try {
      problem = await attempt(job);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem && problem !== lastProblems.get(job.name)) console.error(`[stack] job ${job.name}: ${problem}`);
    lastProblems.set(job.name, problem ?? '');
    return problem;
  };
}

// Locally, what pg_cron does on a hosted project: runs each job of supabase/hosted/schedules.sql
// when its schedule says, in UTC as pg_cron reads it. Jobs that hosted runs every minute (cron's
// finest step: the e-mails, the campaigns' batches) run here every `everyMinuteMs` instead, so a
// developer sees an e-mail within seconds. A job never runs twice at once: a run due while the
// previous one works is skipped, as pg_cron does.
import { Cron } from 'croner';
import type { ScheduledJob } from './schedules';

export interface Clock {
  now(): Date;
}

export interface SchedulerOptions {
  jobs: ScheduledJob[];
  /** Runs one job and reports its own failures (the scheduler goes on whatever happens). */
  run(job: ScheduledJob): Promise<unknown>;
  /** Local pace of the jobs scheduled `* * * * *`; 0 = they do not run. */
  everyMinuteMs: number;
  /** The time the schedules are read against (tests set it). */
  clock?: Clock;
}

export interface Scheduler {
  /** When each job runs next (null: never). */
  nextRuns(): Record<string, Date | null>;
  /** Runs every job that is due now and waits for them; returns their names. */
  runDue(): Promise<string[]>;
  /** Runs due jobs on timers until stop(). */
  start(): void;
  /** Stops the timers and waits for the runs in flight. */
  stop(): Promise<void>;
}

/** A timer never waits longer than this, so a clock that jumps (a laptop waking up) is noticed. */
const MAX_WAIT_MS = 60_000;

interface Plan {
  job: ScheduledJob;
  next(after: Date): Date | null;
  at: Date | null;
  running: Promise<void> | null;
  timer?: ReturnType<typeof setTimeout>;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const clock = options.clock ?? { now: () => new Date() };
  const plans: Plan[] = options.jobs.map((job) => {
    let next: (after: Date) => Date | null;
    if (job.schedule === '* * * * *') {
      next = (after) => (options.everyMinuteMs > 0 ? new Date(after.getTime() + options.everyMinuteMs) : null);
    } else {
      const cron = new Cron(job.schedule, { mode: '5-part', timezone: 'UTC', paused: true });
      next = (after) => cron.nextRun(after);
    }
    return { job, next, at: next(clock.now()), running: null };
  });
  let started = false;

  function fire(plan: Plan): Promise<void> {
    plan.running ??= options
      .run(plan.job)
      .then(
        () => {},
        (error: unknown) => console.error(`[stack] job ${plan.job.name} failed:`, error),
      )
      .finally(() => {
        plan.running = null;
        plan.at = plan.next(clock.now());
        arm(plan);
      });
    return plan.running;
  }

  function isDue(plan: Plan): boolean {
    return plan.at !== null && plan.at.getTime() <= clock.now().getTime() && !plan.running;
  }

  function arm(plan: Plan): void {
    clearTimeout(plan.timer);
    if (!started || plan.at === null || plan.running) return;
    const wait = Math.min(Math.max(plan.at.getTime() - clock.now().getTime(), 0), MAX_WAIT_MS);
    plan.timer = setTimeout(() => (isDue(plan) ? void fire(plan) : arm(plan)), wait);
    plan.timer.unref();
  }

  return {
    nextRuns: () => Object.fromEntries(plans.map((plan) => [plan.job.name, plan.at])),
    async runDue() {
      const due = plans.filter(isDue);
      await Promise.all(due.map(fire));
      return due.map((plan) => plan.job.name);
    },
    start() {
      started = true;
      plans.forEach(arm);
    },
    async stop() {
      started = false;
      for (const plan of plans) clearTimeout(plan.timer);
      await Promise.all(plans.map((plan) => plan.running));
    },
  };
}

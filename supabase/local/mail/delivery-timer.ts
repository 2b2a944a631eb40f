// Locally, what pg_cron + pg_net do on hosted Supabase: call the deliver-emails function with the
// service role on a timer, so queued e-mails reach the inbox with no step for the developer.
import { SERVICE_ROLE_KEY } from '../config';

export interface DeliveryTimer {
  stop(): Promise<void>;
}

export function startDeliveryTimer(options: { apiUrl: string; intervalMs: number }): DeliveryTimer {
  let inflight: Promise<void> | null = null;
  let lastProblem = '';

  const report = (problem: string) => {
    // One line per new problem, not one every few seconds.
    if (problem !== lastProblem) console.error(`[stack] e-mail delivery: ${problem}`);
    lastProblem = problem;
  };

  async function tick(): Promise<void> {
    try {
      const response = await fetch(`${options.apiUrl}/functions/v1/deliver-emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      // 404: this stack serves no deliver-emails function (e.g. the stack's own test fixtures).
      if (response.ok || response.status === 404) lastProblem = '';
      else report(`HTTP ${response.status} ${text.slice(0, 300)}`);
    } catch (error) {
      report(error instanceof Error ? error.message : String(error));
    }
  }

  const timer = setInterval(() => {
    inflight ??= tick().finally(() => {
      inflight = null;
    });
  }, options.intervalMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await inflight;
    },
  };
}

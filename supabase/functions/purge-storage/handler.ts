/**
 * purge-storage — removes from Storage the files of records the database deleted (the retention
 * job, an erasure request): rows of storage leave through the Storage API only, so the database
 * queues them (private.storage_purges) and this job removes them.
 *
 * POST (service role only) → 200 { removed, failed } | 4xx/5xx { error }
 *
 * A scheduled job (supabase/hosted/schedules.sql: every 10 minutes), also called by tests. It reads
 * the queue (storage_purges_due), deletes each bucket's files in one request, and clears what
 * Storage removed (storage_purges_done); a bucket that fails stays queued for the next run.
 *
 * Environment: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (set by the platform).
 */
import { scheduledJob } from '../_shared/job.ts';

interface QueuedFile {
  id: number;
  bucket_id: string;
  name: string;
}

export interface PurgeReport {
  removed: number;
  failed: number;
}

export const createHandler = scheduledJob('purge-storage', async ({ rpc, call }) => {
  const due = await rpc<QueuedFile[]>('storage_purges_due');
  const done: number[] = [];
  for (const bucket of new Set(due.map((file) => file.bucket_id))) {
    const files = due.filter((file) => file.bucket_id === bucket);
    const response = await call(`/storage/v1/object/${encodeURIComponent(bucket)}`, {
      method: 'DELETE',
      body: JSON.stringify({ prefixes: files.map((file) => file.name) }),
    });
    const text = await response.text();
    // A bucket that does not exist holds nothing to remove (Storage answers 400 with statusCode "404").
    if (response.ok || /"statusCode":\s*"404"/.test(text)) done.push(...files.map((file) => file.id));
    else console.error(`purge-storage: ${bucket} failed: HTTP ${response.status} ${text.slice(0, 300)}`);
  }
  if (done.length) await rpc<number>('storage_purges_done', { p_ids: done });
  const report: PurgeReport = { removed: done.length, failed: due.length - done.length };
  return report;
});

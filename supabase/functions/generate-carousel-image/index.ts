// Supabase Edge entry point. The logic lives in handler.ts so that the local stack and the
// tests run the very same code under Node; only the DNS resolver differs.
import { createHandler } from './handler.ts';

async function resolveWithDeno(hostname: string): Promise<string[]> {
  const answers = await Promise.allSettled([Deno.resolveDns(hostname, 'A'), Deno.resolveDns(hostname, 'AAAA')]);
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
}

Deno.serve(createHandler((key) => Deno.env.get(key), resolveWithDeno));

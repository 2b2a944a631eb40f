import { z } from 'zod';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ error: 'VITE_SUPABASE_URL doit être une URL (ex. http://127.0.0.1:54321).' }),
  VITE_SUPABASE_ANON_KEY: z.string().min(20, { error: 'VITE_SUPABASE_ANON_KEY est manquante.' }),
  VITE_SITE_URL: z.url({ error: 'VITE_SITE_URL doit être une URL (ex. https://www.visiolease.fr).' }),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the build-time variables once; a missing one stops the app with a message naming it. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuration invalide (voir .env.example) :\n${problems.join('\n')}`);
  }
  return result.data;
}

export const env = parseEnv(import.meta.env);

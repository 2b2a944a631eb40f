/** Build-time variables, checked once at start; a missing or malformed one stops the app with its name. */
export interface Env {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  VITE_SITE_URL: string;
}

const examples: Record<keyof Env, string> = {
  VITE_SUPABASE_URL: 'une URL, ex. http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'la clé publique « anon » du projet',
  VITE_SITE_URL: 'une URL, ex. https://www.visiolease.fr',
};

function isUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

// zod is deliberately not used here: it would put ~20 KB into every public page's entry.
export function parseEnv(source: Record<string, unknown>): Env {
  const problems = (Object.keys(examples) as Array<keyof Env>).filter((name) => {
    const value = source[name];
    if (typeof value !== 'string' || value.trim() === '') return true;
    return name === 'VITE_SUPABASE_ANON_KEY' ? value.length < 20 : !isUrl(value);
  });
  if (problems.length > 0) {
    const lines = problems.map((name) => `- ${name} : manquante ou invalide (attendu : ${examples[name]})`);
    throw new Error(`Configuration invalide, voir .env.example :\n${lines.join('\n')}`);
  }
  return {
    VITE_SUPABASE_URL: source.VITE_SUPABASE_URL as string,
    VITE_SUPABASE_ANON_KEY: source.VITE_SUPABASE_ANON_KEY as string,
    VITE_SITE_URL: source.VITE_SITE_URL as string,
  };
}

export const env = parseEnv(import.meta.env);

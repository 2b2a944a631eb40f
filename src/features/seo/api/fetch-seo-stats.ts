import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, unwrapCount } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import { averageSeoScore, GOOD_SEO_SCORE, optimisedPageCount } from '../score';
import { seoKeys } from './keys';

/** Each figure is null when its query failed (spec §8: only logged); the screen shows a dash. */
export interface SeoStats {
  total: number | null;
  published: number | null;
  drafts: number | null;
  /** Average of every row's seo_score, a missing score counting as 0 (0 for an empty table). */
  averageScore: number | null;
  /** Rows scoring under 70, whatever their status. */
  toFix: number | null;
  /** Published minus toFix (spec §2), never below 0. */
  optimised: number | null;
}

const head = { count: 'exact', head: true } as const;

async function settle<T>(label: string, run: () => PromiseLike<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    console.error(`Statistique SEO indisponible (${label})`, error);
    return null;
  }
}

/** Spec §7 "SEO dashboard": HEAD counts of all, published and draft rows, every seo_score, and the count under 70. */
export async function fetchSeoStats(): Promise<SeoStats> {
  const supabase = await getSupabase();
  const [total, published, drafts, scores, toFix] = await Promise.all([
    settle('pages', async () => unwrapCount(await supabase.from('seo_content').select('*', head))),
    settle('pages publiées', async () =>
      unwrapCount(await supabase.from('seo_content').select('*', head).eq('status', 'published')),
    ),
    settle('brouillons', async () =>
      unwrapCount(await supabase.from('seo_content').select('*', head).eq('status', 'draft')),
    ),
    settle('scores', async () => unwrap(await supabase.from('seo_content').select('seo_score')) ?? []),
    settle('pages à corriger', async () =>
      unwrapCount(await supabase.from('seo_content').select('*', head).lt('seo_score', GOOD_SEO_SCORE)),
    ),
  ]);
  return {
    total,
    published,
    drafts,
    averageScore: scores === null ? null : averageSeoScore(scores.map((row) => row.seo_score)),
    toFix,
    optimised: published === null || toFix === null ? null : optimisedPageCount(published, toFix),
  };
}

export const seoStatsQueryOptions = () => queryOptions({ queryKey: seoKeys.stats(), queryFn: fetchSeoStats });

export function useSeoStats() {
  return useQuery(seoStatsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '@/lib/db';
import { getPublicRest } from '@/lib/public-rest';
import { liveSlides, localIsoDate, type HeroSlide } from '../slide-window';
import { heroSlideKeys } from './keys';

/** Spec §7: active slides, all fields, ordered by order_position ascending. */
export async function fetchHeroSlides(): Promise<HeroSlide[]> {
  const rest = await getPublicRest();
  const rows = unwrap(
    await rest
      .from('hero_carousel_slides')
      .select('*')
      .eq('active', true)
      .order('order_position', { ascending: true }),
  );
  return rows ?? [];
}

export const heroSlidesQueryOptions = () =>
  queryOptions({ queryKey: heroSlideKeys.live(), queryFn: fetchHeroSlides, staleTime: 5 * 60_000 });

export interface HeroSlidesState {
  /** Slides live today; empty while loading, on error or when none is live. */
  slides: HeroSlide[];
  isLoading: boolean;
  isError: boolean;
}

/** The slides of the home hero. A load failure is only logged (spec §8): the hero keeps its gradient. */
export function useHeroSlides(): HeroSlidesState {
  const query = useQuery({
    ...heroSlidesQueryOptions(),
    select: (rows: HeroSlide[]) => liveSlides(rows, localIsoDate()),
  });
  useEffect(() => {
    if (query.error) console.error('Chargement des slides du carrousel impossible', query.error);
  }, [query.error]);
  return { slides: query.data ?? [], isLoading: query.isPending, isError: query.isError };
}

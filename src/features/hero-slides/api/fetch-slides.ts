import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unwrap } from '@/lib/db';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Slide } from '../schemas';
import { heroSlideKeys } from './keys';

/** Spec §7: hero_carousel_slides, admin: all fields ordered by order_position. */
export async function fetchCarouselSlides(): Promise<Slide[]> {
  const supabase = await getSupabase();
  return unwrap(await supabase.from('hero_carousel_slides').select('*').order('order_position')) ?? [];
}

export const carouselSlidesQueryOptions = () =>
  queryOptions({ queryKey: heroSlideKeys.list(), queryFn: fetchCarouselSlides });

/** A load failure is only logged (spec §8): the list shows its empty state. */
export function useCarouselSlides() {
  const query = useQuery(carouselSlidesQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Chargement des slides impossible', query.error);
  }, [query.error]);
  return query;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveSlides, localIsoDate, type HeroSlide } from '../slide-window';
import { heroSlideKeys } from './keys';
import { clearFirstImage, requestHeroSlides } from './request-hero-slides';

export const heroSlidesQueryOptions = () =>
  queryOptions({ queryKey: heroSlideKeys.live(), queryFn: requestHeroSlides, staleTime: 5 * 60_000 });

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
  const noSlide = !query.isPending && !query.data?.length;
  useEffect(() => {
    if (noSlide) clearFirstImage();
  }, [noSlide]);
  return { slides: query.data ?? [], isLoading: query.isPending, isError: query.isError };
}

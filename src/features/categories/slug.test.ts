import { describe, expect, it } from 'vitest';
import { slugify, slugPattern, SLUG_MAX_LENGTH } from './slug';

describe('slugify', () => {
  it.each([
    ['Écrans Géants', 'ecrans-geants'],
    ['Video Walls', 'video-walls'],
    ['  Bornes   interactives  ', 'bornes-interactives'],
    ['Vitrines & Enseignes', 'vitrines-enseignes'],
    ['Cœur de ville — Totems', 'coeur-de-ville-totems'],
    ['Écrans 4K / 8K', 'ecrans-4k-8k'],
    ['Ça c’est l’été !', 'ca-c-est-l-ete'],
    ['Écrans 📺 géants', 'ecrans-geants'],
    ['<script>', 'script'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('always gives a slug the database accepts, at most 80 characters', () => {
    const long = slugify('Écran '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long).toMatch(slugPattern);
  });
});

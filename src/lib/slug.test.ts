import { describe, expect, it } from 'vitest';
import { isSlug, slugify, slugPattern, SLUG_MAX_LENGTH } from './slug';

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

describe('isSlug', () => {
  it('accepts what the database accepts, and nothing else', () => {
    expect(isSlug('totem-exterieur-55')).toBe(true);
    expect(isSlug('a'.repeat(SLUG_MAX_LENGTH))).toBe(true);
    for (const value of [
      '',
      'Totem',
      'totem--55',
      '-totem',
      'totem-',
      'écran',
      'a/b',
      'a'.repeat(SLUG_MAX_LENGTH + 1),
      null,
      undefined,
    ]) {
      expect(isSlug(value)).toBe(false);
    }
  });
});

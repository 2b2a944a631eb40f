/**
 * Slugs: the readable part of a catalogue address (/catalogue/ecrans-geants/totem-exterieur).
 * Categories and products follow one rule, held by the database too (categories_slug_check,
 * products_slug_check) and by private.slugify for rows that had none.
 */

/** Longest slug the database accepts. */
export const SLUG_MAX_LENGTH = 80;

/** Lowercase letters and digits in groups joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** 'Écrans Géants & Vidéo' → 'ecrans-geants-video': the slug suggested from a name. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/** Whether a value is a slug the database accepts (e.g. a `?produit=` parameter, before asking for it). */
export function isSlug(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && slugPattern.test(value);
}

/** Longest slug the database accepts (categories_slug_check). */
export const SLUG_MAX_LENGTH = 80;

/** categories_slug_check: lowercase letters and digits in groups joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** 'Écrans Géants & Vidéo' → 'ecrans-geants-video': the slug suggested from a category name. */
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

/** Spec §9: catalogue cards show the 36-month rent, and a purchase price of about 1.4 × the total of the rents. */
export const CATALOG_TERM_MONTHS = 36;
export const PURCHASE_FACTOR = 1.4;
/** Spec §9: 5 stars, 4.5 on the card when the product has no rating. */
export const DEFAULT_CARD_RATING = 4.5;
export const RATING_MAX = 5;

/** 1.4 × 36 × monthly rent, rounded to the cent; null when the product has no 36-month price. */
export function estimatedPurchasePrice(monthlyPrice36: number | string | null | undefined): number | null {
  if (monthlyPrice36 === null || monthlyPrice36 === undefined || monthlyPrice36 === '') return null;
  const monthly = Number(monthlyPrice36);
  if (!Number.isFinite(monthly) || monthly <= 0) return null;
  return Math.round(PURCHASE_FACTOR * CATALOG_TERM_MONTHS * monthly * 100) / 100;
}

/** The rating shown on a card: the product's own, clamped to 0–5, or 4.5 when it has none. */
export function cardRating(rating: number | string | null | undefined): number {
  if (rating === null || rating === undefined || rating === '') return DEFAULT_CARD_RATING;
  const value = Number(rating);
  if (!Number.isFinite(value)) return DEFAULT_CARD_RATING;
  return Math.min(RATING_MAX, Math.max(0, value));
}

/** How much of each of the five stars is filled for a rating, from 0 to 1 (4.8 → [1, 1, 1, 1, 0.8]). */
export function starFills(rating: number): number[] {
  return Array.from(
    { length: RATING_MAX },
    (_, index) => Math.round(Math.min(1, Math.max(0, rating - index)) * 100) / 100,
  );
}

/** schema.org availability of a product: out of stock only when staff say there is none left. */
export const availability = (stock: number | null) =>
  stock !== null && stock <= 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';

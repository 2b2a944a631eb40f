import type { Json } from '@/lib/database.types';

/** The street, postal code and city the form edits, from an offer's client_address. */
export function parseAddressFields(value: Json | null): { street: string; postal_code: string; city: string } {
  const source = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const read = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : '');
  return { street: read('street'), postal_code: read('postal_code'), city: read('city') };
}

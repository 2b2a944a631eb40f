import type { Json } from '@/lib/database.types';

export interface PostalAddress {
  street: string;
  city: string;
  postal_code: string;
  country: string;
}

const text = (value: Json | undefined) => (typeof value === 'string' ? value.trim() : '');

/** Reads a shipping or billing address (jsonb); null when it is missing or empty. */
export function parseAddress(value: Json | null | undefined): PostalAddress | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const address = {
    street: text(value.street),
    city: text(value.city),
    postal_code: text(value.postal_code),
    country: text(value.country),
  };
  return Object.values(address).some(Boolean) ? address : null;
}

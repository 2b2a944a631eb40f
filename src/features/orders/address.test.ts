import { describe, expect, it } from 'vitest';
import { parseAddress } from './address';

describe('parseAddress', () => {
  it('reads street, city, postal_code and country', () => {
    expect(
      parseAddress({ street: '12 rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'France' }),
    ).toEqual({
      street: '12 rue de Rivoli',
      city: 'Paris',
      postal_code: '75001',
      country: 'France',
    });
  });

  it('is null when missing, empty or not an object (shown as « Non renseignée »)', () => {
    expect(parseAddress(null)).toBeNull();
    expect(parseAddress(undefined)).toBeNull();
    expect(parseAddress({})).toBeNull();
    expect(parseAddress({ street: '  ', city: '' })).toBeNull();
    expect(parseAddress('12 rue de Rivoli')).toBeNull();
    expect(parseAddress([])).toBeNull();
  });

  it('keeps partial addresses and ignores non-text values', () => {
    expect(parseAddress({ city: 'Lyon', postal_code: 69002 })).toEqual({
      street: '',
      city: 'Lyon',
      postal_code: '',
      country: '',
    });
  });
});

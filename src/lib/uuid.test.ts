import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts UUIDs only, so /admin/orders/new is not an order', () => {
    expect(isUuid('3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b')).toBe(true);
    expect(isUuid('new')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DURATION_MONTHS, EQUIPMENT_VALUE } from './monthly-estimate';

describe('simulator sliders', () => {
  it('uses the spec’s slider bounds and steps', () => {
    expect(EQUIPMENT_VALUE).toMatchObject({ min: 10_000, max: 200_000, step: 5_000 });
    expect(DURATION_MONTHS).toMatchObject({ min: 12, max: 60, step: 12 });
  });
});

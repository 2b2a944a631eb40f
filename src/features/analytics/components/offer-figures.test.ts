import { describe, expect, it } from 'vitest';
import { offerRows } from './offer-figures';

describe('offerRows', () => {
  it('names the funnel’s offer steps, the acceptance rate and the median time to signature', () => {
    const rows = offerRows({ sent: 8, accepted: 2, medianDays: 12.5 });
    expect(rows.map((row) => [row.label, row.value.replace(/\s/g, ' ')])).toEqual([
      ['Devis envoyés', '8'],
      ['Devis acceptés', '2'],
      ['Taux d’acceptation', '25,0 %'],
      ['Délai médian de la demande à la signature', '12,5 jours'],
    ]);
    expect(offerRows({ sent: 0, accepted: 0, medianDays: null })[3].value).toBe('-');
  });
});

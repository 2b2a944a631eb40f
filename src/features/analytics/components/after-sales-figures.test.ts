import { describe, expect, it } from 'vitest';
import { emptyAfterSalesFigures } from '../api/fetch-after-sales-figures';
import { afterSalesRows } from './after-sales-figures';

describe('afterSalesRows', () => {
  it('names the incidents, the share handled in time, the median delay, the contracts ending and the renewals', () => {
    const rows = afterSalesRows({
      incidents: 4,
      due: 3,
      onTime: 2,
      medianHours: 10,
      endingSoon: 7,
      outcomes: 4,
      renewals: 1,
    });
    expect(rows.map((row) => [row.label, row.value.replace(/\s/g, ' ')])).toEqual([
      ['Incidents ouverts', '4'],
      ['Incidents traités dans le délai promis (48 h, premium 4 h)', '66,7 %'],
      ['Délai médian d’intervention', '10,0 h'],
      ['Contrats se terminant dans les 3 mois', '7'],
      ['Taux de renouvellement', '25,0 %'],
    ]);
    expect(rows.map((row) => row.csv)).toEqual([4, '66,7', '10,0', 7, '25,0']);
  });

  it('shows « - » where nothing can be measured yet', () => {
    const rows = afterSalesRows(emptyAfterSalesFigures);
    expect(rows.map((row) => row.value)).toEqual(['0', '-', '-', '0', '-']);
  });
});

import { describe, expect, it } from 'vitest';
import { quoteStatusDisplay, quoteStatuses, quoteStatusLabels } from './status';

describe('quote request status labels (spec §4)', () => {
  it('has the four statuses with their French labels', () => {
    expect(quoteStatusLabels).toEqual({
      pending: 'En attente',
      in_progress: 'En cours',
      completed: 'Terminée',
      cancelled: 'Annulée',
    });
    expect(quoteStatuses).toEqual(['pending', 'in_progress', 'completed', 'cancelled']);
  });

  it('shows an unknown value as itself in an outline badge', () => {
    expect(quoteStatusDisplay('archived')).toEqual({ label: 'archived', variant: 'outline' });
    expect(quoteStatusDisplay('in_progress')).toEqual({ label: 'En cours', variant: 'info' });
  });
});

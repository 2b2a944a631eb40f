import { describe, expect, it } from 'vitest';
import { quoteStatusDisplay, quoteStatuses, quoteStatusLabels, requestTransitions } from './status';

describe('request workflow', () => {
  it('has the six statuses with their French labels', () => {
    expect(quoteStatusLabels).toEqual({
      pending: 'Nouveau',
      in_progress: 'En cours',
      quote_sent: 'Devis envoyé',
      won: 'Gagné',
      lost: 'Perdu',
      archived: 'Archivé',
    });
    expect(quoteStatuses).toEqual(['pending', 'in_progress', 'quote_sent', 'won', 'lost', 'archived']);
  });

  it('never offers a move back to a new request, and a won request can only be archived', () => {
    for (const targets of Object.values(requestTransitions)) expect(targets).not.toContain('pending');
    expect(requestTransitions.won).toEqual(['archived']);
  });

  it('shows an unknown value as itself in an outline badge', () => {
    expect(quoteStatusDisplay('completed')).toEqual({ label: 'completed', variant: 'outline' });
    expect(quoteStatusDisplay('in_progress')).toEqual({ label: 'En cours', variant: 'info' });
  });
});

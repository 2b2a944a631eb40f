import { describe, expect, it } from 'vitest';
import {
  creationLeadStatuses,
  isLeadStatus,
  leadSourceLabel,
  leadSourceLabels,
  leadStatusDisplay,
  leadStatuses,
  leadStatusLabels,
  scorePercent,
} from './status';

describe('lead statuses and sources (spec §4)', () => {
  it('labels the seven statuses in French', () => {
    expect(leadStatuses.map((status) => leadStatusLabels[status])).toEqual([
      'Nouveau',
      'Contacté',
      'Qualifié',
      'Proposition envoyée',
      'Négociation',
      'Gagné',
      'Perdu',
    ]);
  });

  it('offers only new, contacted and qualified at creation', () => {
    expect(creationLeadStatuses).toEqual(['new', 'contacted', 'qualified']);
  });

  it('labels the five sources in French', () => {
    expect(leadSourceLabels).toEqual({
      website: 'Site Web',
      partner: 'Partenaire',
      event: 'Événement',
      ad: 'Publicité',
      referral: 'Référencement',
    });
    expect(leadSourceLabel('event')).toBe('Événement');
    expect(leadSourceLabel('salon')).toBe('salon');
    expect(leadSourceLabel(null)).toBe('-');
  });

  it('shows an unknown status as its raw value in an outline badge', () => {
    expect(leadStatusDisplay('won')).toEqual({ label: 'Gagné', variant: 'success' });
    expect(leadStatusDisplay('archived')).toEqual({ label: 'archived', variant: 'outline' });
    expect(isLeadStatus('archived')).toBe(false);
    expect(isLeadStatus('proposal_sent')).toBe(true);
  });
});

describe('scorePercent', () => {
  it('is the score, kept within 0–100', () => {
    expect(scorePercent(0)).toBe(0);
    expect(scorePercent(42)).toBe(42);
    expect(scorePercent(100)).toBe(100);
    expect(scorePercent(140)).toBe(100);
    expect(scorePercent(-5)).toBe(0);
    expect(scorePercent(null)).toBe(0);
    expect(scorePercent(Number.NaN)).toBe(0);
  });
});

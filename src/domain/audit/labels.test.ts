import { describe, expect, it } from 'vitest';
import {
  auditActionDisplay,
  auditActionLabels,
  auditAreaLabel,
  auditAreaLabels,
  isAuditAction,
  isAuditArea,
} from './labels';

describe('audit labels', () => {
  it('names the areas and actions of the database checks in French', () => {
    expect(auditAreaLabels).toEqual({
      catalogue: 'Catalogue',
      requests: 'Demandes',
      leads: 'Leads',
      orders: 'Commandes',
      offers: 'Devis',
      campaigns: 'Campagnes',
      seo: 'SEO',
      outbox: 'E-mails',
      users: 'Utilisateurs',
      contracts: 'Contrats',
      service: 'SAV',
      billing: 'Facturation',
    });
    expect(auditActionLabels).toEqual({ insert: 'Création', update: 'Modification', delete: 'Suppression' });
    expect(auditActionDisplay('delete')).toEqual({ label: 'Suppression', variant: 'danger' });
    // Something the app does not know yet is shown as written, never hidden.
    expect(auditActionDisplay('truncate')).toEqual({ label: 'truncate', variant: 'outline' });
    expect(auditAreaLabel('dunning')).toBe('dunning');
  });

  it('accepts only the values the database allows', () => {
    expect(isAuditArea('outbox')).toBe(true);
    expect(isAuditArea('toString')).toBe(false);
    expect(isAuditArea(null)).toBe(false);
    expect(isAuditAction('update')).toBe(true);
    expect(isAuditAction('UPDATE')).toBe(false);
  });
});

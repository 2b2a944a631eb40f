import { describe, expect, it } from 'vitest';
import {
  auditActionDisplay,
  auditActionLabels,
  auditAreaLabel,
  auditAreaLabels,
  columnLabel,
  deletesEntity,
  entityScreen,
  isAuditAction,
  isAuditArea,
  tableLabel,
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
    });
    expect(auditActionLabels).toEqual({ insert: 'Création', update: 'Modification', delete: 'Suppression' });
    expect(auditActionDisplay('delete')).toEqual({ label: 'Suppression', variant: 'danger' });
    // Something the app does not know yet is shown as written, never hidden.
    expect(auditActionDisplay('truncate')).toEqual({ label: 'truncate', variant: 'outline' });
    expect(auditAreaLabel('billing')).toBe('billing');
  });

  it('accepts only the values the database allows', () => {
    expect(isAuditArea('outbox')).toBe(true);
    expect(isAuditArea('toString')).toBe(false);
    expect(isAuditArea(null)).toBe(false);
    expect(isAuditAction('update')).toBe(true);
    expect(isAuditAction('UPDATE')).toBe(false);
  });

  it('names tables and columns in French, and falls back to the raw name', () => {
    expect(tableLabel('order_items')).toBe('Ligne de commande');
    expect(tableLabel('users')).toBe('Compte utilisateur');
    expect(tableLabel('invoices')).toBe('invoices');
    expect(tableLabel('constructor')).toBe('constructor');
    expect(columnLabel('orders', 'payment_status')).toBe('Paiement');
    expect(columnLabel('products', 'monthly_price_36')).toBe('Loyer 36 mois');
    expect(columnLabel('users', 'active')).toBe('Actif');
    expect(columnLabel('email_campaigns', 'name')).toBe('Nom de la campagne');
    expect(columnLabel('products', 'name')).toBe('Nom');
    expect(columnLabel('products', 'energy_class')).toBe('energy_class');
    expect(columnLabel('products', '__proto__')).toBe('__proto__');
  });

  it('links a record, or the parent of a line or a note, to its detail screen', () => {
    const id = '3f2a9b1c-0000-4000-8000-000000000001';
    expect(entityScreen('orders', id)).toEqual({ kind: 'orders', id, path: `/admin/orders/${id}` });
    expect(entityScreen('order_items', id)?.path).toBe(`/admin/orders/${id}`);
    expect(entityScreen('quote_requests', id)?.path).toBe(`/admin/quotes/${id}`);
    expect(entityScreen('quote_request_notes', id)?.path).toBe(`/admin/quotes/${id}`);
    expect(entityScreen('leads', id)?.path).toBe(`/admin/marketing/leads/${id}`);
    expect(entityScreen('lead_notes', id)?.path).toBe(`/admin/marketing/leads/${id}`);
    expect(entityScreen('products', id)?.path).toBe(`/admin/products/${id}`);
    expect(entityScreen('product_images', id)?.path).toBe(`/admin/products/${id}`);
    for (const table of [
      'categories',
      'hero_carousel_slides',
      'email_campaigns',
      'seo_content',
      'email_settings',
      'user_roles',
      'users',
    ]) {
      expect(entityScreen(table, id)).toBeNull();
    }
  });

  it('tells the deletion of a record from the deletion of one of its lines', () => {
    expect(deletesEntity({ action: 'delete', table_name: 'orders', row_id: 'o1', entity_id: 'o1' })).toBe(true);
    expect(deletesEntity({ action: 'delete', table_name: 'order_items', row_id: 'i1', entity_id: 'o1' })).toBe(false);
    expect(deletesEntity({ action: 'update', table_name: 'orders', row_id: 'o1', entity_id: 'o1' })).toBe(false);
  });
});

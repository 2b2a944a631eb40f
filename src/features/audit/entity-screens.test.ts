import { describe, expect, it } from 'vitest';
import { deletesEntity, entityScreen } from './entity-screens';

describe('entity screens', () => {
  it('links a record, or the parent of a line or a note, to its detail screen', () => {
    const id = '3f2a9b1c-0000-4000-8000-000000000001';
    expect(entityScreen('orders', id)).toEqual({ table: 'orders', id, path: `/admin/orders/${id}` });
    expect(entityScreen('order_items', id)?.path).toBe(`/admin/orders/${id}`);
    expect(entityScreen('quote_requests', id)?.path).toBe(`/admin/quotes/${id}`);
    expect(entityScreen('quote_request_notes', id)?.path).toBe(`/admin/quotes/${id}`);
    expect(entityScreen('leads', id)?.path).toBe(`/admin/marketing/leads/${id}`);
    expect(entityScreen('lead_notes', id)?.path).toBe(`/admin/marketing/leads/${id}`);
    expect(entityScreen('products', id)?.path).toBe(`/admin/products/${id}`);
    expect(entityScreen('product_images', id)?.path).toBe(`/admin/products/${id}`);
    expect(entityScreen('contract_items', id)?.path).toBe(`/admin/contracts/${id}`);
    expect(entityScreen('service_visits', id)?.path).toBe(`/admin/contracts/${id}`);
    expect(entityScreen('incident_notes', id)?.path).toBe(`/admin/incidents/${id}`);
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

import { describe, expect, it } from 'vitest';
import {
  orderStatusDisplay,
  orderStatuses,
  orderStatusLabels,
  paymentStatusDisplay,
  paymentStatuses,
  paymentStatusLabels,
} from './status';

describe('order status labels (spec §4)', () => {
  it('has the six statuses with their French labels', () => {
    expect(orderStatusLabels).toEqual({
      pending: 'En attente',
      confirmed: 'Confirmée',
      in_preparation: 'En préparation',
      shipped: 'Expédiée',
      delivered: 'Livrée',
      cancelled: 'Annulée',
    });
    expect(orderStatuses).toEqual(['pending', 'confirmed', 'in_preparation', 'shipped', 'delivered', 'cancelled']);
  });

  it('has the five payment statuses with their French labels, and « En retard » the database sets', () => {
    expect(paymentStatusLabels).toEqual({
      pending: 'En attente',
      paid: 'Payée',
      partial: 'Partiel',
      refunded: 'Remboursée',
      failed: 'Échouée',
      late: 'En retard',
    });
    expect(paymentStatuses).toEqual(['pending', 'paid', 'partial', 'refunded', 'failed', 'late']);
  });

  it('shows an unknown value as itself in an outline badge', () => {
    expect(orderStatusDisplay('archived')).toEqual({ label: 'archived', variant: 'outline' });
    expect(paymentStatusDisplay('chargeback')).toEqual({ label: 'chargeback', variant: 'outline' });
    expect(orderStatusDisplay('shipped').label).toBe('Expédiée');
    expect(paymentStatusDisplay('paid')).toEqual({ label: 'Payée', variant: 'success' });
  });

  it('mirrors the CHECK constraints of public.orders', async () => {
    const { readFileSync } = await import('node:fs');
    const sql = readFileSync('supabase/schemas/orders.sql', 'utf8');
    const values = (name: string) =>
      [...(sql.match(new RegExp(`${name} check \\(\\s*\\w+ in \\(([^)]*)\\)`))?.[1].matchAll(/'([^']+)'/g) ?? [])].map(
        (m) => m[1],
      );
    expect(values('orders_status_check')).toEqual([...orderStatuses]);
    expect(values('orders_payment_status_check')).toEqual([...paymentStatuses]);
  });
});

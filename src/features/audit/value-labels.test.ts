// A test may read other features (eslint.layers.js exempts tests): here, to hold the copies to their owners.
import { describe, expect, it } from 'vitest';
import { campaignStatusDisplay } from '@/features/marketing/campaign-status';
import { leadSourceLabels, leadStatusLabels } from '@/features/leads/status';
import { orderStatusLabels, paymentStatusLabels } from '@/features/orders/status';
import { quoteStatusLabels, requestTypeLabels } from '@/features/requests/status';
import { seoStatusLabels } from '@/features/seo/status';
import { roles } from '@/features/users/roles';
import { valueLabel, valueLabels } from './value-labels';

describe('value labels', () => {
  it('are the very names the owning features show', () => {
    expect(valueLabels.orders.status).toEqual(orderStatusLabels);
    expect(valueLabels.orders.payment_status).toEqual(paymentStatusLabels);
    expect(valueLabels.quote_requests.status).toEqual(quoteStatusLabels);
    expect(valueLabels.quote_requests.type).toEqual(requestTypeLabels);
    expect(valueLabels.leads.status).toEqual(leadStatusLabels);
    expect(valueLabels.leads.source).toEqual(leadSourceLabels);
    expect(valueLabels.seo_content.status).toEqual(seoStatusLabels);
    for (const [status, label] of Object.entries(valueLabels.email_campaigns.status)) {
      expect(campaignStatusDisplay(status).label).toBe(label);
    }
    expect(valueLabels.user_roles.role).toEqual(
      Object.fromEntries(Object.entries(roles).map(([role, { label }]) => [role, label])),
    );
    expect(valueLabels.users.roles).toBe(valueLabels.user_roles.role);
  });

  it('names a value per table and column, and leaves an unknown one as stored', () => {
    expect(valueLabel('orders', 'status', 'pending')).toBe('En attente');
    expect(valueLabel('quote_requests', 'status', 'pending')).toBe('Nouveau');
    expect(valueLabel('orders', 'status', 'lost')).toBe('lost');
    expect(valueLabel('orders', 'notes', 'pending')).toBe('pending');
    expect(valueLabel('products', 'status', 'pending')).toBe('pending');
    expect(valueLabel('orders', 'status', 'toString')).toBe('toString');
  });
});

import type { Tables } from '@/lib/db';

/** A realistic order row for component tests. */
export function makeOrder(overrides: Partial<Tables<'orders'>> = {}): Tables<'orders'> {
  return {
    id: '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b',
    order_number: 'CMD-2026-0001',
    customer_first_name: 'Jérôme',
    customer_last_name: 'Dupont',
    customer_email: 'jerome.dupont@exemple.fr',
    customer_phone: '+33 6 12 34 56 78',
    customer_company: 'Brasserie du Port',
    total_amount: 1234.5,
    status: 'pending',
    payment_status: 'pending',
    shipping_address: { street: '12 quai de la Joliette', city: 'Marseille', postal_code: '13002', country: 'France' },
    billing_address: null,
    notes: null,
    quote_request_id: null,
    offer_id: null,
    created_at: '2026-11-20T14:05:00.000Z',
    updated_at: '2026-11-20T14:05:00.000Z',
    ...overrides,
  };
}

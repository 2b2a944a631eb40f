import { describe, expect, it } from 'vitest';
import { createOrderSearch, searchOrders } from './search';

const orders = [
  {
    id: '1',
    order_number: 'CMD-2026-0001',
    customer_email: 'jerome.dupont@exemple.fr',
    customer_first_name: 'Jérôme',
    customer_last_name: 'Dupont',
  },
  {
    id: '2',
    order_number: 'CMD-2026-0002',
    customer_email: 'claire@ecran-bistro.fr',
    customer_first_name: 'Claire',
    customer_last_name: 'Lefèvre',
  },
  {
    id: '3',
    order_number: 'VL-0003',
    customer_email: 'h.martin@pharmacie.fr',
    customer_first_name: 'Hélène',
    customer_last_name: 'Martin',
  },
];
const ids = (found: { id: string }[]) => found.map((order) => order.id);

describe('order search', () => {
  it('returns everything for an empty or blank query', () => {
    expect(ids(searchOrders(orders, ''))).toEqual(['1', '2', '3']);
    expect(ids(searchOrders(orders, '   '))).toEqual(['1', '2', '3']);
  });

  it('finds by order number, case-insensitively', () => {
    expect(ids(searchOrders(orders, 'cmd-2026-0002'))).toEqual(['2']);
    expect(ids(searchOrders(orders, 'VL-'))).toEqual(['3']);
  });

  it('finds by e-mail', () => {
    expect(ids(searchOrders(orders, 'ECRAN-BISTRO'))).toEqual(['2']);
    expect(ids(searchOrders(orders, '@pharmacie.fr'))).toEqual(['3']);
  });

  it('finds by full name, without accents: jerome finds Jérôme', () => {
    expect(ids(searchOrders(orders, 'jerome'))).toEqual(['1']);
    expect(ids(searchOrders(orders, 'Helene Martin'))).toEqual(['3']);
    expect(ids(searchOrders(orders, 'lefevre'))).toEqual(['2']);
    expect(ids(searchOrders(orders, 'LEFÈVRE claire'))).toEqual(['2']);
  });

  it('needs every word to match', () => {
    expect(ids(searchOrders(orders, 'claire dupont'))).toEqual([]);
  });

  it('does not look into other fields', () => {
    const withCompany = [{ ...orders[0], customer_company: 'Brasserie du Port' }];
    expect(searchOrders(withCompany, 'brasserie')).toEqual([]);
  });

  it('filters 10 000 orders, reusing the normalised texts between keystrokes', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(i),
      order_number: `CMD-${String(i).padStart(6, '0')}`,
      customer_email: `client${i}@exemple.fr`,
      customer_first_name: i % 2 ? 'Jérôme' : 'Anaïs',
      customer_last_name: `Nom${i}`,
    }));
    const search = createOrderSearch(many);
    expect(search('')).toBe(many);
    expect(search('jerome')).toHaveLength(5_000);
    expect(search('anais nom10')).toHaveLength(56);
    expect(ids(search('CMD-009999'))).toEqual(['9999']);
  });
});

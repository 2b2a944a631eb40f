import { paths } from '@/config/routes';

/**
 * The detail screen of the record an entry belongs to (entity_id is the row itself, or the parent
 * order, request, lead, offer, contract or incident of a line, a note or a visit). Null when that
 * kind of record has no screen.
 */
const entityScreens: Record<string, { table: EntityTable; path: (id: string) => string }> = {
  orders: { table: 'orders', path: paths.admin.order },
  order_items: { table: 'orders', path: paths.admin.order },
  quote_requests: { table: 'quote_requests', path: paths.admin.quote },
  quote_request_notes: { table: 'quote_requests', path: paths.admin.quote },
  leads: { table: 'leads', path: paths.admin.lead },
  lead_notes: { table: 'leads', path: paths.admin.lead },
  products: { table: 'products', path: paths.admin.product },
  product_images: { table: 'products', path: paths.admin.product },
  offers: { table: 'offers', path: paths.admin.offer },
  offer_items: { table: 'offers', path: paths.admin.offer },
  contracts: { table: 'contracts', path: paths.admin.contract },
  contract_items: { table: 'contracts', path: paths.admin.contract },
  service_visits: { table: 'contracts', path: paths.admin.contract },
  incidents: { table: 'incidents', path: paths.admin.incident },
  incident_notes: { table: 'incidents', path: paths.admin.incident },
};

/** The tables whose rows have a detail screen. */
type EntityTable = 'orders' | 'quote_requests' | 'leads' | 'products' | 'offers' | 'contracts' | 'incidents';

export interface EntityScreen {
  table: EntityTable;
  id: string;
  path: string;
}

export function entityScreen(table: string, entityId: string): EntityScreen | null {
  const screen = Object.hasOwn(entityScreens, table) ? entityScreens[table] : undefined;
  return screen ? { table: screen.table, id: entityId, path: screen.path(entityId) } : null;
}

/** The entry records the deletion of the record itself (not of one of its lines or notes). */
export function deletesEntity(entry: {
  action: string;
  table_name: string;
  row_id: string;
  entity_id: string;
}): boolean {
  return (
    entry.action === 'delete' && entry.row_id === entry.entity_id && Object.hasOwn(entityScreens, entry.table_name)
  );
}

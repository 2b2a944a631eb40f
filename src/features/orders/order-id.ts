const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order ids are UUIDs; anything else under /admin/orders/ (e.g. /new) is not an order screen. */
export function isOrderId(value: string | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

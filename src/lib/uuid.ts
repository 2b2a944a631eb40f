const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route parameter can name a row: anything else is a not-found page, not a query. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && uuidPattern.test(value);
}

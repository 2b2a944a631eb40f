/**
 * Who may do what in the back-office: the database's matrix (private.role_permissions, read by
 * private.can) mirrored for the screens, which only hide what the database would refuse anyway.
 * tests/integration/permission-matrix.test.ts fails when the two differ.
 */
import type { StaffRole } from './staff-roles';

export { staffRoles, type StaffRole } from './staff-roles';

export const areas = [
  'catalogue',
  'requests',
  'leads',
  'orders',
  'offers',
  'campaigns',
  'seo',
  'outbox',
  'users',
  'contracts',
  'service',
  // Data-rights requests and the retention log (issue 27): administrators only.
  'privacy',
  // Customers, schedules, invoices (issue 36). 'read' without 'write' is the rows of one's own
  // contracts only (the sales owner's customers): the policies say so, not this map.
  'billing',
] as const;
export type Area = (typeof areas)[number];
export type Level = 'read' | 'write';

export const permissionMatrix: Record<StaffRole, Partial<Record<Area, Level>>> = {
  admin: {
    catalogue: 'write',
    requests: 'write',
    leads: 'write',
    orders: 'write',
    offers: 'write',
    campaigns: 'write',
    seo: 'write',
    outbox: 'write',
    users: 'write',
    contracts: 'write',
    service: 'write',
    privacy: 'write',
    billing: 'write',
  },
  commercial: {
    catalogue: 'read',
    requests: 'write',
    leads: 'write',
    orders: 'write',
    offers: 'write',
    outbox: 'read',
    contracts: 'write',
    service: 'read',
    billing: 'read',
  },
  // Accounting may also change an order's payment status (set_order_payment_status).
  comptabilite: { catalogue: 'read', orders: 'read', offers: 'read', contracts: 'read', billing: 'write' },
  marketing: {
    catalogue: 'write',
    requests: 'read',
    leads: 'write',
    orders: 'read',
    offers: 'read',
    campaigns: 'write',
    seo: 'write',
    outbox: 'read',
  },
  technicien: { catalogue: 'read', orders: 'read', seo: 'read', contracts: 'read', service: 'write' },
  moderator: { catalogue: 'write', seo: 'write' },
  viewer: {
    catalogue: 'read',
    requests: 'read',
    leads: 'read',
    orders: 'read',
    offers: 'read',
    campaigns: 'read',
    seo: 'read',
    contracts: 'read',
    service: 'read',
  },
};

/** Whether roles (a user may hold several; rights add up) allow an action in an area. */
export function can(roles: readonly string[], area: Area, action: Level): boolean {
  return roles.some((role) => {
    const level = permissionMatrix[role as StaffRole]?.[area];
    return level === 'write' || (level === 'read' && action === 'read');
  });
}

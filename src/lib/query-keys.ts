/**
 * The root of every feature's query keys, in one place: a feature that changes another's data
 * (a request converted into a lead, an order created from a request) invalidates that root
 * without importing the other feature.
 */
export const queryRoots = {
  analytics: ['analytics'],
  audit: ['audit'],
  /** Schedules, invoices and their documents. */
  billing: ['billing'],
  categories: ['categories'],
  contracts: ['contracts'],
  dashboard: ['dashboard'],
  emailOutbox: ['email-outbox'],
  /** The home page's live slides and the back-office's list of them. */
  heroSlides: ['hero-slides'],
  /** Incidents and the service visits of « Mes interventions » (one root: a status change moves both). */
  incidents: ['incidents'],
  leads: ['leads'],
  marketing: ['marketing'],
  offers: ['offers'],
  orders: ['orders'],
  pageMeta: ['page-meta'],
  /** The team's accounts and names (list_users), for whoever may read them. */
  people: ['people'],
  privacy: ['privacy'],
  /** Shared on purpose: the admin products and the public catalogue, so a write marks both stale. */
  products: ['products'],
  quoteRequests: ['quote-requests'],
  /** The names of records that a history or the data-rights screen shows instead of their ids. */
  recordNames: ['record-names'],
  seo: ['seo'],
  sitePublications: ['site-publications'],
  staff: ['staff-directory'],
  /** The technicians' list, read by the contracts' and the incidents' pickers. */
  technicians: ['technicians'],
  userRoles: ['user-roles'],
} as const;

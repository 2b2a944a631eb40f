/**
 * The root of every feature's query keys, in one place: a feature that changes another's data
 * (a request converted into a lead, an order created from a request) invalidates that root
 * without importing the other feature.
 */
export const queryRoots = {
  leads: ['leads'],
  orders: ['orders'],
  quoteRequests: ['quote-requests'],
  staff: ['staff-directory'],
  emailOutbox: ['email-outbox'],
} as const;

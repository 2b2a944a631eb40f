import { useQuery } from '@tanstack/react-query';
import type { Period } from '../period';
import { analyticsQuery } from './analytics-rpc';

/** Offers of a period: sent (each number once), accepted, and the median days from request to signature. */
export interface OfferFigures {
  sent: number;
  accepted: number;
  medianDays: number | null;
}

export const emptyOfferFigures: OfferFigures = { sent: 0, accepted: 0, medianDays: null };

export const offerFiguresQuery = (period: Period) =>
  analyticsQuery('analytics_offers', period, (rows): OfferFigures => {
    const row = rows[0];
    if (!row) return emptyOfferFigures;
    return {
      sent: Number(row.offers_sent),
      accepted: Number(row.offers_accepted),
      medianDays: row.median_days_to_signature === null ? null : Number(row.median_days_to_signature),
    };
  });

export const useOfferFigures = (period: Period) => useQuery(offerFiguresQuery(period));

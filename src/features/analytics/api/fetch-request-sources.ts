import { useQuery } from '@tanstack/react-query';
import type { Period } from '../period';
import { analyticsQuery } from './analytics-rpc';

export const sourceDimensions = ['landing_page', 'referrer', 'utm_campaign'] as const;
export type SourceDimension = (typeof sourceDimensions)[number];

/** A source and its requests; source null: no landing page known, a direct visit, no campaign. */
export interface SourceCount {
  source: string | null;
  requests: number;
}

export type RequestSources = Record<SourceDimension, SourceCount[]>;

export const requestSourcesQuery = (period: Period) =>
  analyticsQuery('analytics_request_sources', period, (rows): RequestSources => {
    const sources: RequestSources = { landing_page: [], referrer: [], utm_campaign: [] };
    for (const row of rows) {
      const dimension = row.dimension as SourceDimension;
      // The generated type says string; a null source is a row of its own (see the function).
      sources[dimension]?.push({ source: (row.source as string | null) ?? null, requests: Number(row.requests) });
    }
    return sources;
  });

export const useRequestSources = (period: Period) => useQuery(requestSourcesQuery(period));

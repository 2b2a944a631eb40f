import { useQuery } from '@tanstack/react-query';
import type { Period } from '../period';
import { analyticsQuery } from './analytics-rpc';

/** A product or a category and the requests that named it in the period. */
export interface RequestedItem {
  id: string;
  name: string;
  requests: number;
}

export const topProductsQuery = (period: Period) =>
  analyticsQuery('analytics_top_products', period, (rows): RequestedItem[] =>
    rows.map((row) => ({ id: row.product_id, name: row.product_name, requests: Number(row.requests) })),
  );

export const topCategoriesQuery = (period: Period) =>
  analyticsQuery('analytics_top_categories', period, (rows): RequestedItem[] =>
    rows.map((row) => ({ id: row.category_id, name: row.category_name, requests: Number(row.requests) })),
  );

export const useTopProducts = (period: Period) => useQuery(topProductsQuery(period));
export const useTopCategories = (period: Period) => useQuery(topCategoriesQuery(period));

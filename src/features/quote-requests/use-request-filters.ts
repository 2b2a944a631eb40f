import { useMemo } from 'react';
import { pageParam, useQueryParams } from '@/components/data-list/use-query-params';
import type { RequestListFilters } from './api/keys';
import { isQuoteStatus, isRequestType } from './status';

/** The inbox's filters, read from and written to the URL (`?type=&status=&q=&page=`). */
export function useRequestFilters() {
  const [params, patch] = useQueryParams();
  const filters = useMemo<RequestListFilters>(() => {
    const type = params.get('type');
    const status = params.get('status');
    return {
      type: isRequestType(type) ? type : null,
      status: isQuoteStatus(status) ? status : null,
      search: params.get('q') ?? '',
      page: pageParam(params),
    };
  }, [params]);
  return { filters, patch };
}

import { useCallback, useEffect, useMemo } from 'react';
import type { ColumnSort } from '@/components/data-list/data-table';
import { useDebouncedSearch } from '@/components/data-list/use-debounced-search';
import { pageParam, useQueryParams } from '@/components/data-list/use-query-params';
import { sortFromParams, sortParams, type ListSort, type ListSortConfig } from '@/lib/list-sort';

/** The search box's parameter: `?q=`. */
const SEARCH_PARAM = 'q';

/** What every server-side list asks for besides its own filters. */
export interface ListView<Key extends string> {
  search: string;
  sort: ListSort<Key>;
  page: number;
}

interface ListViewOptions<Key extends string, Filters> {
  sort: ListSortConfig<Key>;
  /** The list's filters from the URL, unknown values dropped; a stable function (module scope). */
  readFilters: (params: URLSearchParams) => Filters;
}

/**
 * An admin list's view, read from the URL (`?q=&sort=&order=&page=` and the list's filters), with
 * what its toolbar and table need to change it: the search box's text (committed 300 ms after
 * typing), the sorted header and its change. Starting a search is a step Back returns from;
 * refining it word by word replaces that step.
 */
function useListView<Key extends string, Filters>({
  sort: sortConfig,
  readFilters,
}: ListViewOptions<Key, Filters>) {
  const [params, patch] = useQueryParams();
  const query = useMemo<Filters & ListView<Key>>(
    () => ({
      ...readFilters(params),
      search: params.get(SEARCH_PARAM) ?? '',
      sort: sortFromParams(params, sortConfig.keys, sortConfig.fallback, sortConfig.descFirst),
      page: pageParam(params),
    }),
    [params, readFilters, sortConfig],
  );
  const searching = query.search !== '';
  const commitSearch = useCallback(
    (q: string) => patch({ [SEARCH_PARAM]: q }, { replace: searching }),
    [patch, searching],
  );
  const [searchText, setSearchText] = useDebouncedSearch(query.search, commitSearch);
  const columnSort = useMemo<ColumnSort>(() => ({ id: query.sort.key, desc: query.sort.desc }), [query.sort]);
  const onSortChange = useCallback(
    ({ id, desc }: ColumnSort) => {
      const key = sortConfig.keys.find((candidate) => candidate === id);
      if (key) patch(sortParams({ key, desc }, sortConfig.fallback));
    },
    [patch, sortConfig],
  );
  return { query, patch, searchText, setSearchText, columnSort, onSortChange };
}

interface PagedResult<Row> {
  data?: { rows: Row[]; total: number };
  isPending: boolean;
  isPlaceholderData: boolean;
  error: unknown;
}

/**
 * The number of matching rows, and a page beyond the last (an old link, rows deleted since)
 * replaced by the last one.
 */
function usePageInRange(
  { data, isPlaceholderData }: Pick<PagedResult<unknown>, 'data' | 'isPlaceholderData'>,
  page: number,
  pageSize: number,
  patch: ReturnType<typeof useQueryParams>[1],
): number {
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (data && !isPlaceholderData && page > lastPage) patch({ page: lastPage }, { replace: true });
  }, [data, isPlaceholderData, page, lastPage, patch]);
  return total;
}

const noRows: never[] = [];

interface DataListOptions<Key extends string, Filters, Row> extends ListViewOptions<Key, Filters> {
  /** The list's query hook: one page of rows and their count for the view. */
  useRows: (query: Filters & ListView<Key>) => PagedResult<Row>;
  pageSize: number;
  /** Written to the console when the rows cannot be loaded (spec §8: list errors are silent on screen). */
  failureTrace: string;
}

/**
 * A server-side admin list, wired once: the view from the URL (useListView), its page of rows,
 * the count, and the props of its toolbar, table and pager.
 */
export function useDataList<Key extends string, Filters, Row>({
  useRows,
  pageSize,
  failureTrace,
  ...viewOptions
}: DataListOptions<Key, Filters, Row>) {
  const { query, patch, searchText, setSearchText, columnSort, onSortChange } = useListView(viewOptions);
  const result = useRows(query);
  const total = usePageInRange(result, query.page, pageSize, patch);
  const { error } = result;
  useEffect(() => {
    if (error) console.error(failureTrace, error);
  }, [error, failureTrace]);
  const onPageChange = useCallback((page: number) => patch({ page }), [patch]);
  return {
    query,
    patch,
    result,
    total,
    /** For ListToolbar. */
    search: { search: searchText, onSearchChange: setSearchText },
    /** For DataTable. */
    table: {
      rows: result.data?.rows ?? (noRows as Row[]),
      sort: columnSort,
      onSortChange,
      loading: result.isPending,
      stale: result.isPlaceholderData,
    },
    /** For Pager. */
    pager: { page: query.page, pageSize, total, onPageChange },
  };
}

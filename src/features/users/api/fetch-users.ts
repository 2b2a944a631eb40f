import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { fetchListPage, LIST_PAGE_SIZE, sortedBy, type ListPage, type SortColumn } from '@/lib/list-query';
import type { SupabaseClient } from '@/lib/supabase';
import { getSupabase } from '@/lib/supabase-lazy';
import { prefixSearchQuery } from '@/lib/word-search';
import { userKeys, type UserListQuery, type UserSortKey } from './keys';

type UserRow = Database['public']['Functions']['list_users']['Returns'][number];
/** The generator cannot tell a function's nullable columns: these three are null when unknown. */
export type StaffUser = Omit<UserRow, 'full_name' | 'last_sign_in_at' | 'invited_at'> & {
  full_name: string | null;
  last_sign_in_at: string | null;
  invited_at: string | null;
};

export const USERS_PAGE_SIZE = LIST_PAGE_SIZE;

const userSortColumns: Record<UserSortKey, SortColumn<keyof StaffUser>> = {
  email: { column: 'email', nullable: false },
  created: { column: 'created_at', nullable: false },
  last_sign_in: { column: 'last_sign_in_at', nullable: true },
};

/**
 * One page of the accounts and their number (public.list_users answers administrators only):
 * the function searches names and e-mails word by word, accents aside; PostgREST sorts, pages
 * and counts its rows. Takes the client so tests can pass theirs.
 */
export async function fetchUsersPage(client: SupabaseClient, query: UserListQuery): Promise<ListPage<StaffUser>> {
  const search = prefixSearchQuery(query.search);
  const page = await fetchListPage(
    ({ count }) =>
      sortedBy(
        client.rpc('list_users', search === null ? {} : { search }, { get: true, count: count ? 'exact' : undefined }),
        userSortColumns,
        query.sort,
      ),
    query.page,
  );
  return page as ListPage<StaffUser>;
}

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: async () => fetchUsersPage(await getSupabase(), query),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}

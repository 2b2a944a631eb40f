import type { ListView } from '@/components/data-list/use-list-view';
import type { ListSort, ListSortConfig } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';

const userSortKeys = ['email', 'created', 'last_sign_in'] as const;
export type UserSortKey = (typeof userSortKeys)[number];
export type UserSort = ListSort<UserSortKey>;
/** The columns the users list sorts by (`?sort=`), by e-mail by default; dates first sort the latest first. */
export const userSorts: ListSortConfig<UserSortKey> = {
  keys: userSortKeys,
  fallback: { key: 'email', desc: false },
  descFirst: new Set(['created', 'last_sign_in']),
};

/** What the users list asks the database for; it lives in the URL and in the query key. */
export type UserListQuery = ListView<UserSortKey>;

export const userKeys = {
  all: queryRoots.userRoles,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
};

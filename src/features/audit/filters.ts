import { pageParam } from '@/components/data-list/use-query-params';
import { sortFromParams, type ListSort, type ListSortConfig } from '@/lib/list-sort';
import { isUuid } from '@/lib/uuid';
import { isAuditAction, isAuditArea, type AuditAction, type AuditArea } from '@/domain/audit/labels';
import { isDay } from '@/lib/paris-days';

/** The journal sorts by date only: the newest first by default, or the oldest (`?sort=date&order=asc`). */
export const auditSorts: ListSortConfig<'date'> = { keys: ['date'], fallback: { key: 'date', desc: true } };

/** The journal's view, as kept in the URL (`?person=&area=&action=&from=&to=&sort=&order=&page=`). */
export interface AuditFilters {
  /** actor_id */
  person: string | null;
  area: AuditArea | null;
  action: AuditAction | null;
  /** First day shown, 'YYYY-MM-DD', a day in Paris. */
  from: string | null;
  /** Last day shown (included), 'YYYY-MM-DD', a day in Paris. */
  to: string | null;
  sort: ListSort<'date'>;
  page: number;
}

/** The filters a URL asks for; anything malformed is ignored rather than sent to the database. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const person = params.get('person');
  const area = params.get('area');
  const action = params.get('action');
  const from = params.get('from');
  const to = params.get('to');
  return {
    person: person && isUuid(person) ? person : null,
    area: isAuditArea(area) ? area : null,
    action: isAuditAction(action) ? action : null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    sort: sortFromParams(params, auditSorts.keys, auditSorts.fallback),
    page: pageParam(params),
  };
}

export function hasActiveFilter(filters: AuditFilters): boolean {
  return Boolean(filters.person || filters.area || filters.action || filters.from || filters.to);
}

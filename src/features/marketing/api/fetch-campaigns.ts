import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/db';
import { ilikeAnyOf } from '@/lib/postgrest-search';
import { getSupabase } from '@/lib/supabase-lazy';
import type { Campaign } from '../campaign-schema';
import { marketingKeys, type CampaignListQuery, type CampaignSortKey } from './keys';

export const CAMPAIGNS_PAGE_SIZE = 50;

/** What the list shows of a campaign (not its content). */
const LIST_COLUMNS =
  'id, name, subject, status, scheduled_at, sent_at, recipients_count, delivered_count, failed_count, created_at';
export type CampaignListRow = Pick<
  Campaign,
  | 'id'
  | 'name'
  | 'subject'
  | 'status'
  | 'scheduled_at'
  | 'sent_at'
  | 'recipients_count'
  | 'delivered_count'
  | 'failed_count'
  | 'created_at'
>;

const sortColumns: Record<CampaignSortKey, keyof CampaignListRow> = {
  date: 'created_at',
  name: 'name',
  status: 'status',
  scheduled: 'scheduled_at',
  sent: 'sent_at',
};

export interface CampaignPage {
  rows: CampaignListRow[];
  total: number;
}

/**
 * One page of campaigns of a status matching the search (name or subject), in use or archived,
 * sorted by the database, id as tiebreak.
 */
export async function fetchCampaigns(query: CampaignListQuery): Promise<CampaignPage> {
  const supabase = await getSupabase();
  let request = supabase.from('email_campaigns').select(LIST_COLUMNS, { count: 'exact' });
  const search = ilikeAnyOf(['name', 'subject'], query.search);
  if (search) request = request.or(search);
  if (query.status) request = request.eq('status', query.status);
  request = request.eq('archived', query.archived);
  const ascending = !query.sort.desc;
  const from = (query.page - 1) * CAMPAIGNS_PAGE_SIZE;
  const result = await request
    .order(sortColumns[query.sort.key], { ascending, nullsFirst: false })
    .order('id', { ascending })
    .range(from, from + CAMPAIGNS_PAGE_SIZE - 1);
  // A page beyond the last (an old link): no rows, the list moves to its last page.
  if (result.error?.code === 'PGRST103') return { rows: [], total: 0 };
  return { rows: unwrap(result) ?? [], total: result.count ?? 0 };
}

export function useCampaigns(query: CampaignListQuery) {
  return useQuery(
    queryOptions({
      queryKey: marketingKeys.campaignList(query),
      queryFn: () => fetchCampaigns(query),
      placeholderData: keepPreviousData,
    }),
  );
}

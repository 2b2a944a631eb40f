import type { ListSort } from '@/lib/list-sort';
import { queryRoots } from '@/lib/query-keys';
import type { CampaignStatus } from '@/domain/campaigns/status';

/** The columns the campaigns list sorts by (`?sort=`), the newest first by default. */
export const campaignSortKeys = ['date', 'name', 'status', 'scheduled', 'sent'] as const;
export type CampaignSortKey = (typeof campaignSortKeys)[number];
export type CampaignSort = ListSort<CampaignSortKey>;
export const DEFAULT_CAMPAIGN_SORT: CampaignSort = { key: 'date', desc: true };
export const campaignSortsDescFirst: ReadonlySet<CampaignSortKey> = new Set(['date', 'scheduled', 'sent']);

/** What the list asks the database for; it lives in the URL and in the query key. */
export interface CampaignListQuery {
  status: CampaignStatus | null;
  /** The archives (sent campaigns put away) instead of the campaigns in use. */
  archived: boolean;
  search: string;
  sort: CampaignSort;
  page: number;
}

/** The audience part of a campaign, as preview_campaign_audience takes it. */
export interface AudienceSegment {
  statuses: string[];
  sources: string[];
  score_min: number;
  score_max: number;
  created_from: string | null;
  created_to: string | null;
}

/** Every campaign write changes the marketing figures too: mutations invalidate `all`. */
export const marketingKeys = {
  all: queryRoots.marketing,
  stats: () => [...marketingKeys.all, 'stats'] as const,
  campaigns: () => [...marketingKeys.all, 'campaigns'] as const,
  campaignList: (query: CampaignListQuery) => [...marketingKeys.campaigns(), 'list', query] as const,
  campaign: (id: string) => [...marketingKeys.campaigns(), 'detail', id] as const,
  audience: (segment: AudienceSegment) => [...marketingKeys.campaigns(), 'audience', segment] as const,
};

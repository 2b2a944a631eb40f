import { CampaignsList } from '@/features/marketing/components/campaigns-list';

export default function CampaignsPage() {
  return <CampaignsList />;
}

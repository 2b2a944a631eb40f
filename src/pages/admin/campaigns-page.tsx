import { CampaignsTable } from '@/features/marketing/components/campaigns-table';

export default function CampaignsPage() {
  return <CampaignsTable />;
}

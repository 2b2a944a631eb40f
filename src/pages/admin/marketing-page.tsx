import { MarketingOverview } from '@/features/marketing/components/marketing-overview';

export default function MarketingPage() {
  return <MarketingOverview />;
}

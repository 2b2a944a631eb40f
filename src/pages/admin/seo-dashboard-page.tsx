import { SeoDashboard } from '@/features/seo/components/seo-dashboard';

export default function SeoDashboardPage() {
  return <SeoDashboard />;
}

import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard';

/** /admin/analytics (issue 20 §1): figures aggregated by the database, for the roles that read requests. */
export default function AnalyticsPage() {
  return <AnalyticsDashboard />;
}

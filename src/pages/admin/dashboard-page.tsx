import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';

export default function DashboardPage() {
  return <DashboardStats />;
}

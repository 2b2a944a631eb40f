import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import { MyTasksCard } from '@/features/dashboard/components/my-tasks-card';

export default function DashboardPage() {
  return (
    <>
      <DashboardStats />
      <MyTasksCard />
    </>
  );
}

import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import { MyTasksCard } from '@/features/dashboard/components/my-tasks-card';
import { MyInterventions } from '@/features/service/components/my-interventions';
import { useAuth } from '@/lib/auth-context';

/**
 * /admin: the counts the user's roles may read and their tasks. A technician's home is « Mes
 * interventions »: the whole screen when technicien is their only role, else a block below.
 */
export default function DashboardPage() {
  const { roles } = useAuth();
  if (roles.length === 1 && roles[0] === 'technicien') return <MyInterventions />;
  return (
    <>
      <DashboardStats />
      <MyTasksCard />
      {roles.includes('technicien') ? (
        <div className="mt-8">
          <MyInterventions asPage={false} />
        </div>
      ) : null}
    </>
  );
}

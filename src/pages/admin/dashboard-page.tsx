import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import { MyInterventions } from '@/features/service/components/my-interventions';
import { useAuth } from '@/lib/auth-context';

/**
 * /admin: the counts the user's roles may read. A technician's home is « Mes interventions »:
 * the whole screen when technicien is their only role, else the block under the counts.
 */
export default function DashboardPage() {
  const { roles } = useAuth();
  if (!roles.includes('technicien')) return <DashboardStats />;
  if (roles.length === 1) return <MyInterventions />;
  return (
    <>
      <DashboardStats />
      <div className="mt-8">
        <MyInterventions asPage={false} />
      </div>
    </>
  );
}

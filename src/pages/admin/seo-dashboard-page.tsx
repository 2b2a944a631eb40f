import { PublishPanel } from '@/features/publication/components/publish-panel';
import { SeoDashboard } from '@/features/seo/components/seo-dashboard';

export default function SeoDashboardPage() {
  return (
    <>
      <SeoDashboard />
      <PublishPanel />
    </>
  );
}

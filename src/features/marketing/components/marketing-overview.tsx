import { useEffect } from 'react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { useMarketingStats } from '../api/fetch-marketing-stats';
import { MarketingInsights } from './marketing-insights';
import { MarketingShortcuts } from './marketing-shortcuts';
import { MarketingStatCards } from './marketing-stat-cards';

/** /admin/marketing: five figures, three shortcuts and quick insights (spec §2, §7, §9). */
export function MarketingOverview() {
  const { data: stats, error } = useMarketingStats();
  useEffect(() => {
    // Spec §8: stat failures are only logged (each figure's own failure is logged in fetchMarketingStats).
    if (error) console.error('Statistiques marketing indisponibles', error);
  }, [error]);

  return (
    <>
      <AdminPageHeader title="Marketing" description="Vos leads, campagnes et ventes en un coup d’œil." />

      <MarketingStatCards stats={stats} />

      <MarketingShortcuts />

      <MarketingInsights stats={stats} />
    </>
  );
}

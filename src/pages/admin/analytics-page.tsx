import { BarChart3 } from 'lucide-react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card, CardContent } from '@/components/ui/card';

/** /admin/analytics: a placeholder for now (spec §2). */
export default function AnalyticsPage() {
  return (
    <>
      <AdminPageHeader title="Statistiques" />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-navy">
            <BarChart3 className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-navy">Statistiques à venir</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Les tableaux de fréquentation du site, de conversion des demandes de devis et de performance du catalogue
            seront bientôt disponibles ici.
          </p>
        </CardContent>
      </Card>
    </>
  );
}

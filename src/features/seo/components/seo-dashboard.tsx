import { AlertTriangle, FileText, ListChecks } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { formatCount } from '@/lib/format';
import { useSeoStats } from '../api/fetch-seo-stats';
import { GOOD_SEO_SCORE } from '../score';
import { ChecklistRow } from './seo-checklist-row';
import { SiteChecks } from './seo-site-checks';
import { SeoStatCards } from './seo-stat-cards';
import { SeoTips } from './seo-tips';

/** /admin/seo: four figures, the checklist and the tips (spec §2, §7, §9). */
export function SeoDashboard() {
  const { data: stats, error } = useSeoStats();
  useEffect(() => {
    // Spec §8: stat failures are only logged (each figure's own failure is logged in fetchSeoStats).
    if (error) console.error('Statistiques SEO indisponibles', error);
  }, [error]);

  const toFix = stats?.toFix;

  return (
    <>
      <AdminPageHeader
        title="SEO"
        description="Le référencement naturel de vos pages publiques en un coup d’œil."
        actions={
          <Button asChild>
            <Link to={paths.admin.seoContent}>
              <FileText aria-hidden="true" />
              Gérer le contenu SEO
            </Link>
          </Button>
        }
      />

      <SeoStatCards stats={stats} />

      <div className="mt-6 grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ListChecks className="size-4 text-accent-strong" aria-hidden="true" />
              Checklist SEO
            </CardTitle>
            <CardDescription>
              Les fondamentaux techniques, vérifiés sur les pages publiques telles que les moteurs les lisent.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              <SiteChecks />
              {toFix ? (
                <ChecklistRow
                  tone="warning"
                  icon={<AlertTriangle aria-hidden="true" />}
                  title={`${formatCount(toFix, 'page a', 'pages ont')} un score inférieur à ${GOOD_SEO_SCORE}`}
                >
                  <Button asChild size="sm">
                    <Link to={paths.admin.seoContent}>Corriger</Link>
                  </Button>
                </ChecklistRow>
              ) : null}
            </ul>
          </CardContent>
        </Card>

        <SeoTips />
      </div>
    </>
  );
}

import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { SeoTools } from '@/features/seo/tools/seo-tools';

export default function SeoToolsPage() {
  return (
    <>
      <AdminPageHeader title="Outils SEO" description="Ce que les moteurs de recherche voient du site, et ce qu’il reste à corriger." />
      <SeoTools />
    </>
  );
}

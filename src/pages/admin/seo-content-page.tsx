import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function SeoContentPage() {
  return <AdminPageHeader title="Contenu SEO" />;
}

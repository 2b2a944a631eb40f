import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function CarouselPage() {
  return <AdminPageHeader title="Carrousel" />;
}

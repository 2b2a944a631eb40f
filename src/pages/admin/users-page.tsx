import { AdminPageHeader } from '@/components/layout/admin-page-header';

export default function UsersPage() {
  return <AdminPageHeader title="Utilisateurs" />;
}

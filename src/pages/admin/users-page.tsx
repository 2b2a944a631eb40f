import { UsersList } from '@/features/users/components/users-list';

export default function UsersPage() {
  return <UsersList />;
}

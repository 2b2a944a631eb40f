import { IncidentsList } from '@/features/service/components/incidents-list';

export default function IncidentsPage() {
  return <IncidentsList />;
}

import { OpenIncidentForm } from '@/features/service/components/open-incident-form';

export default function IncidentNewPage() {
  return <OpenIncidentForm />;
}

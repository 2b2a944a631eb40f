import { MyInterventions } from '@/features/service/components/my-interventions';

export default function InterventionsPage() {
  return <MyInterventions />;
}

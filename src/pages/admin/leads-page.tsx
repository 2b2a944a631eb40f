import { LeadsList } from '@/features/leads/components/leads-list';

export default function LeadsPage() {
  return <LeadsList />;
}

import { useParams } from 'react-router-dom';
import { LeadDetail, LeadNotFound } from '@/features/leads/components/lead-detail';
import { isUuid } from '@/lib/uuid';
import { RecordHistory } from './record-history';

export default function LeadDetailPage() {
  const { id } = useParams();
  if (!isUuid(id)) return <LeadNotFound />;
  return (
    <>
      <LeadDetail key={id} id={id} />
      <RecordHistory key={`history-${id}`} id={id} />
    </>
  );
}

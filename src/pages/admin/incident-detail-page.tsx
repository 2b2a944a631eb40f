import { useParams } from 'react-router-dom';
import { IncidentDetail } from '@/features/service/components/incident-detail';
import { isUuid } from '@/lib/uuid';
import NotFoundPage from '@/pages/public/not-found-page';
import { RecordHistory } from './record-history';

export default function IncidentDetailPage() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundPage />;
  return (
    <>
      <IncidentDetail key={id} id={id} />
      <RecordHistory key={`history-${id}`} id={id} />
    </>
  );
}

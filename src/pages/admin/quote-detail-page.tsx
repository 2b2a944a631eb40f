import { useParams } from 'react-router-dom';
import { QuoteRequestDetail } from '@/features/requests/components/quote-request-detail';
import { isUuid } from '@/lib/uuid';
import NotFoundPage from '@/pages/public/not-found-page';
import { RecordHistory } from './record-history';

export default function QuoteDetailPage() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundPage />;
  return (
    <>
      <QuoteRequestDetail key={id} id={id} />
      <RecordHistory key={`history-${id}`} id={id} />
    </>
  );
}

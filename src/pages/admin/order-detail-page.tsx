import { useParams } from 'react-router-dom';
import { OrderDetailScreen } from '@/features/orders/components/order-detail-screen';
import { isUuid } from '@/lib/uuid';
import NotFoundPage from '@/pages/public/not-found-page';
import { RecordHistory } from './record-history';

export default function OrderDetailPage() {
  const { id } = useParams();
  // /admin/orders/new has no screen (spec §2): it falls to the not-found page like any unknown path.
  if (!isUuid(id)) return <NotFoundPage />;
  return (
    <>
      <OrderDetailScreen key={id} id={id} />
      <RecordHistory key={`history-${id}`} id={id} />
    </>
  );
}

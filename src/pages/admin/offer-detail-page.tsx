import { useParams } from 'react-router-dom';
import { OfferDetailScreen } from '@/features/offers/components/offer-detail-screen';
import { isUuid } from '@/lib/uuid';
import NotFoundPage from '@/pages/public/not-found-page';
import { RecordHistory } from './record-history';

export default function OfferDetailPage() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundPage />;
  return (
    <>
      <OfferDetailScreen key={id} id={id} />
      <RecordHistory key={`history-${id}`} id={id} />
    </>
  );
}

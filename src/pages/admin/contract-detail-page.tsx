import { useParams } from 'react-router-dom';
import { ContractDetailScreen } from '@/features/contracts/components/contract-detail-screen';
import { isUuid } from '@/lib/uuid';
import NotFoundPage from '@/pages/public/not-found-page';
import { RecordHistory } from './record-history';

export default function ContractDetailPage() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundPage />;
  return (
    <>
      <ContractDetailScreen key={id} id={id} />
      <RecordHistory key={`history-${id}`} id={id} />
    </>
  );
}

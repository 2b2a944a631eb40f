import { useParams } from 'react-router-dom';
import { ContractSchedule } from '@/features/billing/components/contract-schedule';
import { ContractDetailScreen } from '@/features/contracts/components/contract-detail-screen';
import { isUuid } from '@/lib/uuid';
import NotFoundPage from '@/pages/public/not-found-page';
import { RecordHistory } from './record-history';

export default function ContractDetailPage() {
  const { id } = useParams();
  if (!isUuid(id)) return <NotFoundPage />;
  return (
    <>
      <ContractDetailScreen
        key={id}
        id={id}
        billing={(contract) => <ContractSchedule contractId={contract.id} frequency={contract.billing_frequency} />}
      />
      <RecordHistory key={`history-${id}`} id={id} />
    </>
  );
}

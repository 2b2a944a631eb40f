import { useParams } from 'react-router-dom';
import { CampaignEditScreen } from '@/features/marketing/components/campaign-edit-screen';
import { isUuid } from '@/lib/uuid';
import { RecordHistory } from './record-history';

/** /admin/marketing/campaigns/new (create) and /{id} (edit, send) share one screen. */
export default function CampaignEditPage() {
  const { id } = useParams();
  return (
    <>
      <CampaignEditScreen key={id ?? 'new'} id={id} />
      {isUuid(id) ? <RecordHistory key={`history-${id}`} id={id} /> : null}
    </>
  );
}

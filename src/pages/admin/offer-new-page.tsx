import { useSearchParams } from 'react-router-dom';
import { NewOfferScreen } from '@/features/offers/components/new-offer-screen';
import { isUuid } from '@/lib/uuid';

/** /admin/offers/new, or ?request={id} from a request's « Créer un devis ». */
export default function OfferNewPage() {
  const [params] = useSearchParams();
  const request = params.get('request') ?? undefined;
  return <NewOfferScreen requestId={isUuid(request) ? request : null} />;
}

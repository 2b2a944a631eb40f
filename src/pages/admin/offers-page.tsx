import { OffersList } from '@/features/offers/components/offers-list';

export default function OffersPage() {
  return <OffersList />;
}

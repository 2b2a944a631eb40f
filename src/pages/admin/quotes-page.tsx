import { QuoteRequestsList } from '@/features/requests/components/quote-requests-list';

export default function QuotesPage() {
  return <QuoteRequestsList />;
}

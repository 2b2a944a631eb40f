import { QuoteRequestsList } from '@/features/quote-requests/components/quote-requests-list';

export default function QuotesPage() {
  return <QuoteRequestsList />;
}

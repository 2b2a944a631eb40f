import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { OutboxList } from '@/features/email-outbox/components/outbox-list';
import { SalesAddressCard } from '@/features/email-outbox/components/sales-address-form';

/** /admin/emails: the business e-mails and their delivery, and where new requests are announced. */
export default function EmailsPage() {
  return (
    <>
      <AdminPageHeader
        title="E-mails"
        description="Les e-mails envoyés par le site : accusés de réception, notifications commerciales et confirmations de commande."
      />
      <div className="grid gap-6">
        <SalesAddressCard />
        <OutboxList />
      </div>
    </>
  );
}

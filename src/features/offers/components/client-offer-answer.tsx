import { useState } from 'react';
import { formatDay } from '@/lib/format-day';
import type { ClientOffer } from '../api/client-offer';
import { AskForOffer } from './ask-for-offer';
import { ClientOfferAcceptForm } from './client-offer-accept-form';
import { ClientOfferDeclineForm } from './client-offer-decline-form';

/** What the client can do with the offer: accept or decline it while it is sent, else why not. */
export function ClientOfferAnswer({ offer, token }: { offer: ClientOffer; token: string }) {
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  if (offer.status === 'accepted' || orderNumber) {
    return (
      <p role="status" className="rounded-md border border-success/40 bg-success/10 p-4 font-medium">
        Merci : votre accord est enregistré{orderNumber ? ` et votre commande ${orderNumber} est confirmée` : ''}. Vous
        recevez une confirmation par e-mail.
      </p>
    );
  }
  if (offer.status === 'declined') {
    return (
      <div className="grid gap-2">
        <p role="status" className="font-medium">
          Vous avez refusé ce devis. Merci de nous avoir répondu.
        </p>
        <AskForOffer />
      </div>
    );
  }
  if (offer.status !== 'sent') {
    return (
      <div className="grid gap-2">
        <p role="alert" className="font-medium">
          {offer.status === 'expired'
            ? `Ce devis a expiré le ${formatDay(offer.valid_until)} : il ne peut plus être accepté.`
            : 'Ce devis a été remplacé par une nouvelle version, en préparation : il ne peut plus être accepté.'}
        </p>
        <AskForOffer />
      </div>
    );
  }
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <ClientOfferAcceptForm offer={offer} token={token} onAccepted={setOrderNumber} />
      <ClientOfferDeclineForm offer={offer} token={token} />
    </div>
  );
}

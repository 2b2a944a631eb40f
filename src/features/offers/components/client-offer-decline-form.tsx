import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { useDeclineOffer, type ClientOffer } from '../api/client-offer';

/** Declining the offer, with an optional reason. */
export function ClientOfferDeclineForm({ offer, token }: { offer: ClientOffer; token: string }) {
  const decline = useDeclineOffer(token, offer.offer_id);
  const [reason, setReason] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        decline.mutate(reason);
      }}
      noValidate
      className="grid content-start gap-4 rounded-lg border border-border p-6"
      aria-labelledby="decline-title"
    >
      <h2 id="decline-title" className="text-lg font-semibold text-navy">
        Refuser le devis
      </h2>
      <Field label="Motif (facultatif)">
        <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
      </Field>
      {decline.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(decline.error, 'Votre réponse n’a pas pu être enregistrée. Réessayez dans quelques instants.')}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="outline" disabled={decline.isPending}>
          <X aria-hidden="true" />
          {decline.isPending ? 'Enregistrement…' : 'Refuser le devis'}
        </Button>
      </div>
    </form>
  );
}

import { Loading } from '@/components/ui/spinner';
import { useClientOffer } from '../api/client-offer';
import { AskForOffer } from './ask-for-offer';
import { ClientOfferAnswer } from './client-offer-answer';
import { ClientOfferDocument } from './client-offer-document';

/** /devis/{token}: the client reads the offer, accepts it (name, position, « Bon pour accord ») or declines it. */
export function ClientOfferView({ token }: { token: string }) {
  const { data: offer, isPending, isError } = useClientOffer(token);
  if (isPending) return <Loading />;
  if (isError) {
    return (
      <p role="alert" className="font-medium text-destructive">
        Le devis n’a pas pu être chargé. Réessayez dans quelques instants.
      </p>
    );
  }
  if (!offer) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="font-medium">
          Ce lien de devis n’est pas valide ou n’existe plus.
        </p>
        <AskForOffer />
      </div>
    );
  }
  return (
    <div className="grid gap-8">
      <ClientOfferDocument offer={offer} token={token} />
      <ClientOfferAnswer offer={offer} token={token} />
    </div>
  );
}

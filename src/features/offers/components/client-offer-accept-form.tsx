import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { formatEuro } from '@/lib/format';
import { lineBreakPattern } from '@/lib/text-rules';
import { useAcceptOffer, type ClientOffer } from '../api/client-offer';

/** « Bon pour accord »: the signer's name and position, checked as the database checks them. */
export function ClientOfferAcceptForm({
  offer,
  token,
  onAccepted,
}: {
  offer: ClientOffer;
  token: string;
  onAccepted: (n: string) => void;
}) {
  const accept = useAcceptOffer(token, offer.offer_id);
  const [name, setName] = useState('');
  const [position, setPosition] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; position?: string; agreed?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    // The database's rules (private.accept_offer), said at the field before it is asked.
    const next = {
      name: !name.trim()
        ? 'Indiquez vos nom et prénom.'
        : lineBreakPattern.test(name)
          ? 'Indiquez vos nom et prénom sur une seule ligne.'
          : undefined,
      position: !position.trim()
        ? 'Indiquez votre fonction.'
        : lineBreakPattern.test(position)
          ? 'Indiquez votre fonction sur une seule ligne.'
          : undefined,
      agreed: agreed ? undefined : 'Cochez « Bon pour accord » pour accepter le devis.',
    };
    setErrors(next);
    if (next.name || next.position || next.agreed) return;
    accept.mutate(
      { signer_name: name.trim(), signer_position: position.trim(), agreed },
      { onSuccess: (order) => onAccepted(String(order ?? '')) },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-lg border border-border p-6"
      aria-labelledby="accept-title"
    >
      <h2 id="accept-title" className="text-lg font-semibold text-navy">
        Accepter le devis
      </h2>
      <Field label="Nom et prénom" required error={errors.name}>
        <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
      </Field>
      <Field label="Fonction" required error={errors.position}>
        <Input
          autoComplete="organization-title"
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          maxLength={120}
        />
      </Field>
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <Checkbox
            id="offer-agreed"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? 'offer-agreed-error' : undefined}
            className="mt-1"
          />
          <label htmlFor="offer-agreed" className="text-sm">
            Bon pour accord : j’accepte le devis {offer.reference} pour un engagement total de{' '}
            {formatEuro(offer.commitment_total_ht)} HT.
          </label>
        </div>
        {errors.agreed ? (
          <p id="offer-agreed-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.agreed}
          </p>
        ) : null}
      </div>
      {accept.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(accept.error, 'Votre accord n’a pas pu être enregistré. Réessayez dans quelques instants.')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={accept.isPending}>
          <Check aria-hidden="true" />
          {accept.isPending ? 'Enregistrement…' : 'Confirmer mon accord'}
        </Button>
      </div>
    </form>
  );
}

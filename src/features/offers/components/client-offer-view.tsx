import { Check, Download, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Loading } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { env } from '@/config/env';
import { paths } from '@/config/routes';
import { site } from '@/config/site';
import { errorMessage } from '@/lib/errors';
import { formatEuro } from '@/lib/format';
import { lineBreakPattern } from '@/lib/text-rules';
import { useAcceptOffer, useClientOffer, useDeclineOffer, type ClientOffer } from '../api/client-offer';
import { serviceLevelOffer } from '@/domain/contracts/service-levels';
import { offerStatusLabels } from '@/domain/offers/status';
import { formatDay } from '@/lib/format-day';

/** The leasing mention the simulator shows, on the offer too. */
const LEASING_MENTION =
  'Location évolutive sans apport, soumise à l’acceptation du dossier. Loyers exprimés hors taxes ; le matériel reste la propriété du bailleur pendant la durée du contrat.';

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
      <OfferDocument offer={offer} token={token} />
      <OfferAnswer offer={offer} token={token} />
    </div>
  );
}

function AskForOffer() {
  return (
    <p>
      Besoin d’une nouvelle offre ?{' '}
      <Link to={paths.contactPro} className="font-medium text-accent-strong underline">
        Demandez un devis
      </Link>{' '}
      ou appelez-nous au {site.phone}.
    </p>
  );
}

function OfferDocument({ offer, token }: { offer: ClientOffer; token: string }) {
  return (
    <article aria-labelledby="offer-title" className="grid gap-6 rounded-lg border border-border bg-card p-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <div>
          <h2 id="offer-title" className="text-xl font-semibold text-navy">
            Devis {offer.reference}
          </h2>
          <p className="text-sm text-muted-foreground">
            {offer.sent_at ? `Émis le ${formatDay(offer.sent_at)} · ` : ''}valable jusqu’au{' '}
            {formatDay(offer.valid_until)}
          </p>
          <p className="mt-1 text-sm">
            Statut : <strong>{offerStatusLabels[offer.status]}</strong>
          </p>
        </div>
        {offer.company ? (
          <address className="text-sm not-italic sm:text-right">
            <strong>{offer.company.name}</strong>
            <br />
            {offer.company.address}
            <br />
            SIREN {offer.company.siren} · TVA {offer.company.vat_number}
          </address>
        ) : null}
      </header>
      <section aria-label="Client" className="text-sm">
        <h3 className="font-semibold">Client</h3>
        <p>
          {offer.client_company ? (
            <>
              {offer.client_company}
              <br />
            </>
          ) : null}
          {offer.client_first_name} {offer.client_last_name}
          {offer.client_address?.street ? (
            <>
              <br />
              {offer.client_address.street}, {offer.client_address.postal_code} {offer.client_address.city}
            </>
          ) : null}
        </p>
      </section>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Équipements proposés</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3">
                Équipement
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Quantité
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Durée
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Loyer unitaire HT
              </th>
              <th scope="col" className="py-2 text-right">
                Loyer HT
              </th>
            </tr>
          </thead>
          <tbody>
            {offer.items.map((item, index) => (
              <tr key={index} className="border-b border-border">
                <td className="py-2 pr-3">
                  {item.product_name}
                  {item.product_brand ? <span className="text-muted-foreground"> ({item.product_brand})</span> : null}
                  {Number(item.discount_percent) > 0 ? (
                    <div className="text-xs text-muted-foreground">
                      Remise de {Number(item.discount_percent).toLocaleString('fr-FR')} % sur{' '}
                      {formatEuro(item.list_monthly)}
                    </div>
                  ) : null}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{item.quantity}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{item.duration_months} mois</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatEuro(item.monthly_rent)}</td>
                <td className="py-2 text-right tabular-nums">{formatEuro(item.line_monthly_ht)}/mois</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid w-full max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt>Total mensuel HT</dt>
        <dd className="text-right tabular-nums">{formatEuro(offer.monthly_total_ht)}</dd>
        <dt>TVA 20 %</dt>
        <dd className="text-right tabular-nums">{formatEuro(offer.vat_amount)}</dd>
        <dt className="font-semibold">Total mensuel TTC</dt>
        <dd className="text-right font-semibold tabular-nums">{formatEuro(offer.monthly_total_ttc)}</dd>
        <dt className="font-semibold">Engagement total HT</dt>
        <dd className="text-right font-bold tabular-nums text-navy">{formatEuro(offer.commitment_total_ht)}</dd>
      </dl>
      <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted-foreground">Installation</dt>
        <dd>{offer.installation ? 'Incluse' : 'Non incluse'}</dd>
        <dt className="text-muted-foreground">Maintenance</dt>
        <dd>{serviceLevelOffer(offer.maintenance_level)}</dd>
        <dt className="text-muted-foreground">Paiement</dt>
        <dd>{offer.payment_terms}</dd>
        {offer.note ? (
          <>
            <dt className="text-muted-foreground">Note</dt>
            <dd className="whitespace-pre-line">{offer.note}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-xs text-muted-foreground">{LEASING_MENTION}</p>
      {offer.has_pdf ? (
        <p>
          <a
            href={`${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/offer-pdf?token=${encodeURIComponent(token)}&offer_id=${offer.offer_id}`}
            className="inline-flex items-center gap-2 font-medium text-accent-strong underline"
            download
          >
            <Download aria-hidden="true" className="size-4" />
            Télécharger le devis en PDF
          </a>
        </p>
      ) : null}
    </article>
  );
}

function OfferAnswer({ offer, token }: { offer: ClientOffer; token: string }) {
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
      <AcceptForm offer={offer} token={token} onAccepted={setOrderNumber} />
      <DeclineForm offer={offer} token={token} />
    </div>
  );
}

function AcceptForm({
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

function DeclineForm({ offer, token }: { offer: ClientOffer; token: string }) {
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

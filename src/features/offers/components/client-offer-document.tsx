import { Download } from 'lucide-react';
import { env } from '@/config/env';
import { formatEuro } from '@/lib/format';
import { formatDay } from '@/lib/format-day';
import type { ClientOffer } from '../api/client-offer';
import { serviceLevelOffer } from '@/domain/contracts/service-levels';
import { offerStatusLabels } from '@/domain/offers/status';

/** The leasing mention the simulator shows, on the offer too. */
const LEASING_MENTION =
  'Location évolutive sans apport, soumise à l’acceptation du dossier. Loyers exprimés hors taxes ; le matériel reste la propriété du bailleur pendant la durée du contrat.';

/** The offer as the client reads it: issuer, client, equipment, totals, terms and its PDF. */
export function ClientOfferDocument({ offer, token }: { offer: ClientOffer; token: string }) {
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

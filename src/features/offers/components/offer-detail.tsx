import { Download, FileSignature, History, Mail, Package, Pencil, RefreshCcw, Send, User } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/routes';
import { formatEuro } from '@/lib/format';
import { billingFrequencyLabel } from '@/domain/billing/frequency';
import { formatDateTimeLong } from '@/lib/format-date';
import { notifySuccess } from '@/lib/notify';
import { useCan } from '@/lib/use-can';
import type { OfferDetail as OfferDetailData } from '../api/fetch-offer';
import { downloadOfferPdf, useReviseOffer, useSendOffer } from '../api/offer-actions';
import { downloadBlob } from '@/lib/csv-export';
import { notifyError } from '@/lib/notify';
import { serviceLevelOffer } from '@/domain/contracts/service-levels';
import { deliveryStatusDisplay, emailTemplateLabel } from '@/domain/email/status';
import { offerStatusDisplay } from '@/domain/offers/status';
import { formatDay } from '@/lib/format-day';
import { OfferTotalsList } from './offer-form';
import { OfferStatusBadge } from './offer-status-badge';
import { BackToOffers } from './new-offer-screen';

function CardHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <span className="text-accent-strong [&_svg]:size-4">{icon}</span>
        {children}
      </CardTitle>
    </CardHeader>
  );
}

/** /admin/offers/{id}: lines, totals, services, client, versions, e-mails and the evidence of the answer. */
export function OfferDetail({ detail, onEdit }: { detail: OfferDetailData; onEdit: () => void }) {
  const { offer, items, versions, emails, order } = detail;
  const navigate = useNavigate();
  const canWrite = useCan('offers', 'write');
  const send = useSendOffer(offer.id);
  const revise = useReviseOffer(offer.id);
  const draft = offer.status === 'draft';
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Envoyer le devis au client ?"
        description={`Le devis ${offer.reference} sera envoyé à ${offer.client_email} avec le lien pour l’accepter en ligne. Il ne pourra plus être modifié.`}
        confirmLabel="Envoyer"
        pendingLabel="Envoi…"
        pending={send.isPending}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifySuccess('Devis envoyé au client.');
            },
          })
        }
      />
      <BackToOffers />
      <AdminPageHeader
        title={`Devis ${offer.reference}`}
        description={
          <>
            {`Créé le ${formatDateTimeLong(offer.created_at)} · valable jusqu’au ${formatDay(offer.valid_until)} · `}
            <OfferStatusBadge status={offer.status} />
          </>
        }
        actions={
          <>
            {offer.pdf_path ? (
              <Button
                variant="outline"
                onClick={async () => {
                  try {
                    downloadBlob(await downloadOfferPdf(offer.pdf_path!), `${offer.reference}.pdf`);
                  } catch (error) {
                    notifyError(error, 'Le PDF de ce devis n’est pas disponible.');
                  }
                }}
              >
                <Download aria-hidden="true" />
                Télécharger le PDF
              </Button>
            ) : null}
            {canWrite ? (
              <>
                {draft ? (
                  <>
                    <Button variant="outline" onClick={onEdit}>
                      <Pencil aria-hidden="true" />
                      Modifier
                    </Button>
                    <Button disabled={send.isPending} onClick={() => setConfirming(true)}>
                      <Send aria-hidden="true" />
                      Envoyer au client
                    </Button>
                  </>
                ) : null}
                {offer.status === 'sent' ? (
                  <Button
                    variant="outline"
                    disabled={revise.isPending}
                    onClick={async () => {
                      const id = await revise.mutateAsync().catch(() => null);
                      if (!id) return;
                      notifySuccess('Nouvelle version créée.');
                      navigate(paths.admin.offer(id));
                    }}
                  >
                    <RefreshCcw aria-hidden="true" />
                    Réviser
                  </Button>
                ) : null}
              </>
            ) : null}
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <Card>
            <CardHeading icon={<Package aria-hidden="true" />}>Lignes</CardHeading>
            <CardContent>
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Lignes du devis {offer.reference}</caption>
                  <thead>
                    <tr className="border-b border-border text-left text-muted-foreground">
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Équipement
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        Qté
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        Durée
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        Loyer unitaire HT
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        Remise
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        Loyer HT
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <tr key={item.id} className="border-b border-border last:border-0">
                        <td className="py-2 pr-3">
                          <div className="font-medium">{item.product_name}</div>
                          {item.product_brand ? (
                            <div className="text-xs text-muted-foreground">{item.product_brand}</div>
                          ) : null}
                        </td>
                        <td className="py-2 pr-3 text-right tabular-nums">{item.quantity}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">{item.duration_months} mois</td>
                        <td className="py-2 pr-3 text-right tabular-nums">{formatEuro(item.monthly_rent ?? 0)}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">
                          {Number(item.discount_percent) > 0
                            ? `${Number(item.discount_percent).toLocaleString('fr-FR')} %`
                            : '-'}
                        </td>
                        <td className="py-2 text-right tabular-nums">{formatEuro(item.line_monthly_ht)}/mois</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <OfferTotalsList
                monthlyHt={Number(offer.monthly_total_ht)}
                vat={Number(offer.vat_amount)}
                monthlyTtc={Number(offer.monthly_total_ttc)}
                commitmentHt={Number(offer.commitment_total_ht)}
              />
            </CardContent>
          </Card>

          {offer.pdf_error && draft ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm">
              {offer.pdf_error}
            </p>
          ) : null}
          {draft && !offer.pdf_path ? (
            // A change to a draft voids its PDF (the database's rule): the client must read what is sent.
            <p className="text-sm text-muted-foreground" data-testid="offer-pdf-pending">
              PDF à générer : il sera créé à partir du contenu actuel du devis au moment de l’envoi.
            </p>
          ) : null}
          <Card>
            <CardHeading icon={<FileSignature aria-hidden="true" />}>Services et conditions</CardHeading>
            <CardContent>
              <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
                <dt className="text-muted-foreground">Installation</dt>
                <dd>{offer.installation ? 'Incluse' : 'Non incluse'}</dd>
                <dt className="text-muted-foreground">Maintenance</dt>
                <dd>{serviceLevelOffer(offer.maintenance_level)}</dd>
                <dt className="text-muted-foreground">Paiement</dt>
                <dd>{offer.payment_terms}</dd>
                <dt className="text-muted-foreground">Facturation</dt>
                <dd>{billingFrequencyLabel(offer.billing_frequency)}</dd>
                {offer.first_rent_ht !== null ? (
                  <>
                    <dt className="text-muted-foreground">Premier loyer majoré</dt>
                    <dd className="tabular-nums">{formatEuro(offer.first_rent_ht)} HT</dd>
                  </>
                ) : null}
                {offer.note ? (
                  <>
                    <dt className="text-muted-foreground">Note</dt>
                    <dd className="whitespace-pre-line">{offer.note}</dd>
                  </>
                ) : null}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeading icon={<FileSignature aria-hidden="true" />}>Réponse du client</CardHeading>
            <CardContent className="text-sm">
              {offer.accepted_at ? (
                <dl className="grid gap-2 sm:grid-cols-[12rem_1fr]" data-testid="offer-evidence">
                  <dt className="text-muted-foreground">Accepté le</dt>
                  <dd>{formatDateTimeLong(offer.accepted_at)}</dd>
                  <dt className="text-muted-foreground">Signataire</dt>
                  <dd>
                    {offer.accepted_name}, {offer.accepted_position}
                  </dd>
                  <dt className="text-muted-foreground">Adresse IP</dt>
                  <dd className="font-mono">{offer.accepted_ip ?? '-'}</dd>
                  <dt className="text-muted-foreground">Navigateur</dt>
                  <dd className="break-all">{offer.accepted_user_agent ?? '-'}</dd>
                  <dt className="text-muted-foreground">Empreinte du PDF</dt>
                  <dd className="break-all font-mono text-xs">
                    {offer.accepted_pdf_sha256 ?? 'Aucun PDF au moment de l’acceptation'}
                  </dd>
                  {order ? (
                    <>
                      <dt className="text-muted-foreground">Commande</dt>
                      <dd>
                        <Link to={paths.admin.order(order.id)} className="text-accent-strong hover:underline">
                          {order.order_number}
                        </Link>
                      </dd>
                    </>
                  ) : null}
                </dl>
              ) : offer.declined_at ? (
                <p>
                  Refusé le {formatDateTimeLong(offer.declined_at)}
                  {offer.decline_reason ? ` : « ${offer.decline_reason} »` : '.'}
                </p>
              ) : (
                <p className="text-muted-foreground">
                  {offer.status === 'sent' ? 'En attente de la réponse du client.' : 'Pas encore envoyé au client.'}
                </p>
              )}
            </CardContent>
          </Card>
        </div>

        <div className="grid gap-6">
          <Card>
            <CardHeading icon={<User aria-hidden="true" />}>Client</CardHeading>
            <CardContent>
              <ul className="grid gap-1 text-sm">
                <li className="font-medium">
                  {offer.client_first_name} {offer.client_last_name}
                </li>
                {offer.client_company ? <li>{offer.client_company}</li> : null}
                <li>{offer.client_email}</li>
                {offer.client_phone ? <li>{offer.client_phone}</li> : null}
                {offer.quote_request_id ? (
                  <li>
                    <Link to={paths.admin.quote(offer.quote_request_id)} className="text-accent-strong hover:underline">
                      Voir la demande
                    </Link>
                  </li>
                ) : null}
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeading icon={<History aria-hidden="true" />}>Versions</CardHeading>
            <CardContent>
              <ul className="grid gap-2 text-sm">
                {versions.map((version) => (
                  <li key={version.id} className="flex items-center justify-between gap-2">
                    {version.id === offer.id ? (
                      <span aria-current="page" className="font-medium">
                        {version.reference}
                      </span>
                    ) : (
                      <Link to={paths.admin.offer(version.id)} className="text-accent-strong hover:underline">
                        {version.reference}
                      </Link>
                    )}
                    <span className="text-muted-foreground">{offerStatusDisplay(version.status).label}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeading icon={<Mail aria-hidden="true" />}>E-mails</CardHeading>
            <CardContent>
              {emails.length === 0 ? (
                <p className="text-sm text-muted-foreground">Aucun e-mail.</p>
              ) : (
                <ul className="grid gap-2 text-sm">
                  {emails.map((email) => (
                    <li key={email.id}>
                      <div className="font-medium">{emailTemplateLabel(email.template)}</div>
                      <div className="text-muted-foreground">
                        {email.recipient} · {deliveryStatusDisplay(email.status).label} ·{' '}
                        {formatDateTimeLong(email.sent_at ?? email.created_at)}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}

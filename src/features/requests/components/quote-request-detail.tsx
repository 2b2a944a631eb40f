import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, ShoppingCart, UserPlus, FileSignature } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NotesTimeline } from '@/components/notes/notes-timeline';
import { can } from '@/config/permissions';
import { useAuth } from '@/lib/auth-context';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteButton } from '@/components/ui/delete-button';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { unwrap } from '@/lib/db';
import { formatDateTimeLong } from '@/lib/format-date';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase-lazy';
import { isRequestType, requestTypeLabels } from '@/domain/requests/request-types';
import { useConvertToLead } from '../api/convert-to-lead';
import { useDeleteQuoteRequest } from '../api/delete-quote-request';
import { useQuoteRequest } from '../api/fetch-quote-request';
import type { QuoteRequest } from '../api/fetch-quote-requests';
import { useAddRequestNote, useRequestNotes } from '../api/request-notes';
import { RequestAttribution } from './request-attribution';
import { RequestOwnerSelect } from './request-owner-select';
import { RequestStatusSelect } from './request-status-select';

/** Groups a SIRET as on the pro form: 123 456 789 00012. */
function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret) ? siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4') : siret;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** The product a request was sent about (from its page's quote button), as staff see it. */
interface RequestProduct {
  id: string;
  name: string;
  brand: string;
  slug: string;
  active: boolean;
  category: { slug: string } | null;
}

const requestProductQuery = (productId: string) =>
  queryOptions({
    queryKey: [...queryRoots.products, 'request-product', productId] as const,
    queryFn: async (): Promise<RequestProduct | null> => {
      const supabase = await getSupabase();
      return unwrap(
        await supabase
          .from('products')
          .select('id, name, brand, slug, active, category:categories(slug)')
          .eq('id', productId)
          .maybeSingle(),
      );
    },
  });

/** « Produit » row: the product's name and brand, its admin form and its public page. */
function ProductRow({ productId, canEditCatalogue }: { productId: string; canEditCatalogue: boolean }) {
  const { data: product, isPending } = useQuery(requestProductQuery(productId));
  if (isPending) return <Row term="Produit">…</Row>;
  if (!product) return <Row term="Produit">Produit introuvable (supprimé depuis)</Row>;
  return (
    <Row term="Produit">
      <span className="font-medium">
        {canEditCatalogue ? (
          <Link to={paths.admin.product(product.id)} className="text-accent-strong hover:underline">
            {product.name}
          </Link>
        ) : (
          product.name
        )}
      </span>{' '}
      <span className="text-muted-foreground">— {product.brand}</span>
      {product.active && product.category ? (
        <a
          href={paths.product(product.category.slug, product.slug)}
          target="_blank"
          rel="noreferrer"
          className="ml-2 inline-flex items-center gap-1 text-xs text-accent-strong hover:underline"
        >
          Fiche publique
          <ExternalLink className="size-3" aria-hidden="true" />
          <span className="sr-only">(nouvel onglet)</span>
        </a>
      ) : (
        <span className="ml-2 text-xs text-muted-foreground">(retiré du site)</span>
      )}
    </Row>
  );
}

const backLink = (
  <Button asChild variant="outline">
    <Link to={paths.admin.quotes}>
      <ArrowLeft aria-hidden="true" />
      Retour aux demandes
    </Link>
  </Button>
);

/** /admin/quotes/{id}: what the visitor sent, and how staff work it. */
export function QuoteRequestDetail({ id }: { id: string }) {
  const { data: request, isPending, error } = useQuoteRequest(id);
  if (isPending) return <Loading />;
  if (error || !request) {
    return (
      <>
        <AdminPageHeader title="Demande introuvable" actions={backLink} />
        <Card>
          <CardContent className="py-10 text-center text-sm text-muted-foreground">
            {error
              ? 'Impossible de charger la demande. Réessayez dans quelques instants.'
              : 'Cette demande n’existe pas ou a été supprimée.'}
          </CardContent>
        </Card>
      </>
    );
  }
  return <RequestScreen request={request} />;
}

function RequestScreen({ request }: { request: QuoteRequest }) {
  const navigate = useNavigate();
  const notes = useRequestNotes(request.id);
  const addNote = useAddRequestNote(request.id);
  const convert = useConvertToLead(request.id);
  const remove = useDeleteQuoteRequest(request.id, () => navigate(paths.admin.quotes));
  const typeLabel = isRequestType(request.type) ? requestTypeLabels[request.type] : request.type;
  const { roles } = useAuth();
  const canWrite = can(roles, 'requests', 'write');
  const canConvert = canWrite && can(roles, 'leads', 'write');
  const canOrder = can(roles, 'orders', 'write');
  const canOffer = can(roles, 'offers', 'write');

  return (
    <>
      <AdminPageHeader
        title={`Demande de ${request.first_name} ${request.last_name}`}
        description={`${typeLabel} · reçue le ${formatDateTimeLong(request.created_at)}`}
        actions={backLink}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>Ce que le visiteur a envoyé</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-3">
                <Row term="E-mail">
                  <a
                    href={`mailto:${encodeURIComponent(request.email).replace(/%40/g, '@')}`}
                    className="text-accent-strong hover:underline"
                  >
                    {request.email}
                  </a>
                </Row>
                <Row term="Téléphone">{request.phone}</Row>
                <Row term="Entreprise">{request.company || '-'}</Row>
                <Row term="SIRET">
                  {request.siret ? <span className="tabular-nums">{formatSiret(request.siret)}</span> : '-'}
                </Row>
                {request.product_id ? (
                  <ProductRow productId={request.product_id} canEditCatalogue={can(roles, 'catalogue', 'write')} />
                ) : null}
                <Row term="Sujet">{request.subject}</Row>
              </dl>
              <div>
                <h3 className="text-sm font-medium text-muted-foreground">Message</h3>
                <p className="mt-1.5 whitespace-pre-line rounded-md bg-muted p-4 text-sm leading-relaxed">
                  {request.message}
                </p>
              </div>
            </CardContent>
          </Card>
          <NotesTimeline
            notes={notes.data}
            loading={notes.isPending}
            canWrite={canWrite}
            onAdd={(body) => addNote.mutateAsync(body)}
          />
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Suivi</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <RequestStatusSelect request={request} readOnly={!canWrite} />
              <RequestOwnerSelect request={request} readOnly={!canWrite} />
            </CardContent>
          </Card>
          <RequestAttribution request={request} />
          {request.lead_id || canConvert || canOrder || canWrite ? (
            <Card>
              <CardHeader>
                <CardTitle>Actions</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                {request.lead_id ? (
                  <Button asChild variant="outline">
                    <Link to={paths.admin.lead(request.lead_id)}>
                      <UserPlus aria-hidden="true" />
                      Voir le lead
                    </Link>
                  </Button>
                ) : canConvert ? (
                  <Button variant="outline" disabled={convert.isPending} onClick={() => convert.mutate()}>
                    <UserPlus aria-hidden="true" />
                    {convert.isPending ? 'Conversion...' : 'Convertir en lead'}
                  </Button>
                ) : null}
                {canOffer ? (
                  <Button asChild variant="outline">
                    <Link to={paths.admin.offerFromRequest(request.id)}>
                      <FileSignature aria-hidden="true" />
                      Créer un devis
                    </Link>
                  </Button>
                ) : null}
                {canOrder ? (
                  <Button asChild variant="outline">
                    <Link to={`${paths.admin.orderNew}?request=${request.id}`}>
                      <ShoppingCart aria-hidden="true" />
                      Créer une commande
                    </Link>
                  </Button>
                ) : null}
                {canWrite ? (
                  <DeleteButton
                    label="Supprimer la demande"
                    title="Supprimer cette demande ?"
                    description="La demande, ses notes et les e-mails qui la concernent seront effacés définitivement (droit à l’effacement du visiteur)."
                    pending={remove.isPending}
                    onConfirm={() => remove.mutate()}
                  />
                ) : null}
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}

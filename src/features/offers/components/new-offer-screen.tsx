import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { notifySuccess } from '@/lib/notify';
import {
  useOfferCatalogue,
  useOfferRequestClient,
  type OfferCatalogueProduct,
  type OfferRequestClient,
} from '../api/fetch-offer-catalogue';
import { useSaveOffer } from '../api/offer-actions';
import { defaultValidUntil, toSaveOfferArgs, type OfferFormValues } from '../offer-form-schema';
import { catalogueMonthly, pricedDurations } from '../pricing';
import { OfferForm } from './offer-form';

export function BackToOffers() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3 mb-2 text-muted-foreground">
      <Link to={paths.admin.offers}>
        <ArrowLeft aria-hidden="true" />
        Retour aux devis
      </Link>
    </Button>
  );
}

function firstLine(products: OfferCatalogueProduct[], productId: string | null) {
  const product = products.find((p) => p.id === productId);
  if (!product) return { product_id: '', quantity: 1, duration_months: 36, monthly_rent: 0 };
  const durations = pricedDurations(product);
  const months = durations.includes(36) ? 36 : (durations.at(-1) ?? 36);
  return {
    product_id: product.id,
    quantity: 1,
    duration_months: months,
    monthly_rent: catalogueMonthly(product, months) ?? 0,
  };
}

export function initialOfferValues(
  products: OfferCatalogueProduct[],
  request: OfferRequestClient | null,
): OfferFormValues {
  return {
    quote_request_id: request?.id ?? null,
    client_first_name: request?.first_name ?? '',
    client_last_name: request?.last_name ?? '',
    client_email: request?.email ?? '',
    client_phone: request?.phone ?? '',
    client_company: request?.company ?? '',
    client_siret: request?.siret ?? '',
    street: '',
    postal_code: '',
    city: '',
    valid_until: defaultValidUntil(),
    payment_terms: 'Prélèvement mensuel, terme à échoir.',
    note: '',
    installation: true,
    maintenance_level: 'standard',
    billing_frequency: 'monthly',
    first_rent_ht: '',
    items: [firstLine(products, request?.product_id ?? null)],
  };
}

/** /admin/offers/new (?request={id}): a draft offer, its client block from the request if any. */
export function NewOfferScreen({ requestId }: { requestId: string | null }) {
  const navigate = useNavigate();
  const catalogue = useOfferCatalogue();
  const request = useOfferRequestClient(requestId);
  const save = useSaveOffer();
  if (!catalogue.data || (requestId !== null && request.isPending)) {
    return (
      <>
        <BackToOffers />
        <Loading />
      </>
    );
  }
  return (
    <>
      <BackToOffers />
      <AdminPageHeader
        title="Nouveau devis"
        description={
          request.data ? `Pour la demande de ${request.data.first_name} ${request.data.last_name}` : undefined
        }
      />
      <OfferForm
        defaultValues={initialOfferValues(catalogue.data, request.data ?? null)}
        products={catalogue.data}
        submitLabel="Enregistrer le brouillon"
        onCancel={() => navigate(-1)}
        onSubmit={async (values) => {
          const id = await save.mutateAsync(toSaveOfferArgs(values));
          notifySuccess('Devis enregistré.');
          navigate(paths.admin.offer(id));
        }}
      />
    </>
  );
}

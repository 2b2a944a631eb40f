import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useOfferCatalogue } from '../api/fetch-offer-catalogue';
import { useOffer, type OfferDetail as OfferDetailData } from '../api/fetch-offer';
import { useSaveOffer } from '../api/offer-actions';
import { parseAddressFields } from '../offer-address';
import { toSaveOfferArgs, type OfferFormValues } from '../offer-form-schema';
import { BackToOffers } from './new-offer-screen';
import { OfferDetail } from './offer-detail';
import { OfferForm } from './offer-form';

/** Loads one offer; a failure (missing, forbidden, offline) says so and returns to the list. */
export function OfferDetailScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, error } = useOffer(id);
  const reported = useRef(false);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    console.error('Chargement du devis impossible', error);
    notifyError('Impossible de charger le devis.');
    navigate(paths.admin.offers, { replace: true });
  }, [error, navigate]);

  if (!data) {
    return (
      <>
        <BackToOffers />
        <Loading />
      </>
    );
  }
  if (editing && data.offer.status === 'draft') return <OfferEditor detail={data} onDone={() => setEditing(false)} />;
  return <OfferDetail detail={data} onEdit={() => setEditing(true)} />;
}

function valuesOf({ offer, items }: OfferDetailData): OfferFormValues {
  return {
    quote_request_id: offer.quote_request_id,
    client_first_name: offer.client_first_name,
    client_last_name: offer.client_last_name,
    client_email: offer.client_email,
    client_phone: offer.client_phone ?? '',
    client_company: offer.client_company ?? '',
    client_siret: offer.client_siret ?? '',
    ...parseAddressFields(offer.client_address),
    valid_until: offer.valid_until,
    payment_terms: offer.payment_terms,
    note: offer.note ?? '',
    installation: offer.installation,
    maintenance_level: offer.maintenance_level === 'premium' ? 'premium' : 'standard',
    billing_frequency: offer.billing_frequency === 'quarterly' ? 'quarterly' : 'monthly',
    first_rent_ht: offer.first_rent_ht === null ? '' : String(offer.first_rent_ht).replace('.', ','),
    items: items.map((item) => ({
      product_id: item.product_id,
      quantity: item.quantity,
      duration_months: item.duration_months,
      monthly_rent: Number(item.monthly_rent ?? 0),
    })),
  };
}

function OfferEditor({ detail, onDone }: { detail: OfferDetailData; onDone: () => void }) {
  const catalogue = useOfferCatalogue();
  const save = useSaveOffer(detail.offer.id);
  if (!catalogue.data) return <Loading />;
  return (
    <>
      <BackToOffers />
      <AdminPageHeader title={`Modifier le devis ${detail.offer.reference}`} />
      <OfferForm
        defaultValues={valuesOf(detail)}
        products={catalogue.data}
        submitLabel="Enregistrer le brouillon"
        onCancel={onDone}
        onSubmit={async (values) => {
          await save.mutateAsync(toSaveOfferArgs(values));
          notifySuccess('Devis enregistré.');
          onDone();
        }}
      />
    </>
  );
}

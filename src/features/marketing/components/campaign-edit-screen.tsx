import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { useCan } from '@/lib/use-can';
import { notifyError } from '@/lib/notify';
import { campaignStatusDisplay, isCampaignEditable } from '@/domain/campaigns/status';
import { useCampaign } from '../api/fetch-campaign';
import { useSaveCampaign } from '../api/save-campaign';
import { campaignToFormValues } from '../campaign-schema';
import { CampaignActions } from './campaign-actions';
import { CampaignForm } from './campaign-form';

/**
 * /admin/marketing/campaigns/new (no id) and /{id}: one screen. A new campaign is saved as a
 * draft, then opens here with its sending actions.
 */
export function CampaignEditScreen({ id }: { id?: string }) {
  const navigate = useNavigate();
  const canWrite = useCan('campaigns', 'write');
  const { data: campaign, error } = useCampaign(id);
  const [dirty, setDirty] = useState(false);
  const save = useSaveCampaign(id, id ? 'Campagne enregistrée' : 'Campagne créée', (saved) => {
    if (!id) navigate(paths.admin.campaign(saved.id), { replace: true });
  });
  const reported = useRef(false);

  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    console.error('Chargement de la campagne impossible', error);
    notifyError('Impossible de charger la campagne');
    navigate(paths.admin.campaigns, { replace: true });
  }, [error, navigate]);

  const status = campaign ? campaignStatusDisplay(campaign.status) : null;
  return (
    <>
      <Button asChild variant="link" className="mb-2 h-auto px-0">
        <Link to={paths.admin.campaigns}>
          <ArrowLeft aria-hidden="true" />
          Retour aux campagnes
        </Link>
      </Button>
      <AdminPageHeader
        title={id ? (campaign?.name ?? 'Campagne') : 'Nouvelle campagne'}
        description={
          status ? (
            <Badge variant={status.variant}>{status.label}</Badge>
          ) : id ? undefined : (
            'Enregistrée comme brouillon : rien n’est envoyé avant votre décision.'
          )
        }
      />
      {id && !campaign ? (
        <Loading />
      ) : (
        <div className="grid gap-6">
          {campaign ? <CampaignActions campaign={campaign} canWrite={canWrite} dirty={dirty} /> : null}
          <CampaignForm
            key={campaign ? `${campaign.id}-${campaign.status}` : 'new'}
            mode={id ? 'edit' : 'create'}
            defaultValues={campaign ? campaignToFormValues(campaign) : undefined}
            editable={canWrite && (!campaign || isCampaignEditable(campaign.status))}
            onSubmit={(row) => save.mutateAsync(row)}
            onDirtyChange={setDirty}
          />
        </div>
      )}
    </>
  );
}

import { Archive, ArchiveRestore, CalendarClock, Copy, FlaskConical, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DeleteButton } from '@/components/ui/delete-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/routes';
import { formatNumber } from '@/lib/format';
import { formatDateTimeLong } from '@/lib/format-date';
import { isCampaignDeletable, isCampaignEditable } from '@/domain/campaigns/status';
import { useArchiveCampaign } from '../api/archive-campaign';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useSaveCampaign } from '../api/save-campaign';
import { useScheduleCampaign } from '../api/schedule-campaign';
import { useSendCampaignTest } from '../api/send-campaign-test';
import { useUnscheduleCampaign } from '../api/unschedule-campaign';
import { duplicateCampaignWrite, type Campaign } from '../campaign-schema';

interface CampaignActionsProps {
  campaign: Campaign;
  canWrite: boolean;
  /** Unsaved changes: sending would use the saved version, so sending waits. */
  dirty: boolean;
}

/** Where the send stands: recipients taken, delivered, failed. */
function DeliveryFigures({ campaign }: { campaign: Campaign }) {
  const figures = [
    ['Destinataires', campaign.recipients_count],
    ['Délivrés', campaign.delivered_count],
    ['Échecs', campaign.failed_count],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3 text-center" data-testid="campaign-delivery">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Test, send now, schedule, unschedule, duplicate, delete or archive: what the campaign's state allows. */
export function CampaignActions({ campaign, canWrite, dirty }: CampaignActionsProps) {
  const navigate = useNavigate();
  const [sendAt, setSendAt] = useState('');
  const [confirmingSend, setConfirmingSend] = useState(false);
  const sendTest = useSendCampaignTest(campaign.id);
  const schedule = useScheduleCampaign(campaign.id);
  const unschedule = useUnscheduleCampaign(campaign.id);
  const duplicate = useSaveCampaign(undefined, 'Campagne dupliquée', (copy) => navigate(paths.admin.campaign(copy.id)));
  const remove = useDeleteCampaign(() => navigate(paths.admin.campaigns));
  const archive = useArchiveCampaign(campaign.id);
  const sendable = canWrite && isCampaignEditable(campaign.status);
  const busy = schedule.isPending || unschedule.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Envoi</CardTitle>
        <CardDescription>
          {campaign.status === 'scheduled' && campaign.scheduled_at
            ? `Programmée pour le ${formatDateTimeLong(campaign.scheduled_at)}.`
            : campaign.sent_at
              ? `Envoyée le ${formatDateTimeLong(campaign.sent_at)}.`
              : campaign.status === 'sending'
                ? 'Envoi en cours, lot par lot.'
                : 'Brouillon : envoyez-vous un test, puis envoyez ou programmez.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DeliveryFigures campaign={campaign} />
        {canWrite && dirty ? (
          <p className="text-sm font-medium text-destructive" role="status">
            Enregistrez vos modifications avant d’envoyer.
          </p>
        ) : null}
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={dirty || sendTest.isPending} onClick={() => sendTest.mutate()}>
              <FlaskConical aria-hidden="true" />
              {sendTest.isPending ? 'Envoi du test...' : 'Envoyer un test'}
            </Button>
            {sendable ? (
              <Button disabled={dirty || busy} onClick={() => setConfirmingSend(true)}>
                <Send aria-hidden="true" />
                Envoyer maintenant
              </Button>
            ) : null}
            {campaign.status === 'scheduled' ? (
              <Button variant="outline" disabled={busy} onClick={() => unschedule.mutate()}>
                <Undo2 aria-hidden="true" />
                Déprogrammer
              </Button>
            ) : null}
            <Button
              variant="outline"
              disabled={duplicate.isPending}
              onClick={() => duplicate.mutate(duplicateCampaignWrite(campaign))}
            >
              <Copy aria-hidden="true" />
              Dupliquer
            </Button>
            {isCampaignDeletable(campaign) ? (
              <DeleteButton
                label="Supprimer"
                title="Supprimer cette campagne ?"
                description="La campagne sera effacée. Les e-mails de test déjà envoyés restent dans l’historique des envois. Cette action est irréversible."
                pending={remove.isPending}
                onConfirm={() => remove.mutate(campaign.id)}
              />
            ) : campaign.status !== 'sending' ? (
              // A sent campaign is the record of what went out: archived, never deleted.
              <Button variant="outline" disabled={archive.isPending} onClick={() => archive.mutate(!campaign.archived)}>
                {campaign.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
                {campaign.archived ? 'Sortir des archives' : 'Archiver'}
              </Button>
            ) : null}
          </div>
        ) : null}
        {sendable ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (sendAt) schedule.mutate(new Date(sendAt).toISOString());
            }}
          >
            <Field label="Date et heure d’envoi" className="w-64">
              <Input type="datetime-local" value={sendAt} onChange={(event) => setSendAt(event.target.value)} />
            </Field>
            <Button type="submit" variant="outline" disabled={dirty || busy || !sendAt}>
              <CalendarClock aria-hidden="true" />
              Programmer
            </Button>
          </form>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirmingSend}
        onOpenChange={setConfirmingSend}
        title="Envoyer la campagne maintenant ?"
        description="Elle part par lots aux leads du segment qui ont accepté nos e-mails. Un envoi lancé ne peut pas être annulé."
        confirmLabel="Envoyer"
        pendingLabel="Lancement..."
        pending={schedule.isPending}
        onConfirm={() => schedule.mutate(null, { onSettled: () => setConfirmingSend(false) })}
      />
    </Card>
  );
}

import { ArrowLeft, FileText } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { NotesTimeline } from '@/components/notes/notes-timeline';
import { useCan } from '@/lib/use-can';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteButton } from '@/components/ui/delete-button';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { formatDateTimeLong } from '@/lib/format-date';
import { useDeleteLead } from '../api/delete-lead';
import { useLead } from '../api/fetch-lead';
import type { Lead } from '../api/fetch-leads';
import { useAddLeadNote, useLeadNotes } from '../api/lead-notes';
import { leadFullName } from '../search';
import { LeadConsent } from './lead-consent';
import { LeadEditForm } from './lead-edit-form';
import { LeadStatusBadge } from './lead-status-badge';

const backLink = (
  <Button asChild variant="outline">
    <Link to={paths.admin.leads}>
      <ArrowLeft aria-hidden="true" />
      Retour aux leads
    </Link>
  </Button>
);

/** An id that names no lead (malformed, unknown or deleted), or a load that failed. */
export function LeadNotFound({ failed = false }: { failed?: boolean }) {
  return (
    <>
      <AdminPageHeader title="Lead introuvable" actions={backLink} />
      <Card>
        <CardContent className="py-10 text-center text-sm text-muted-foreground">
          {failed
            ? 'Impossible de charger le lead. Réessayez dans quelques instants.'
            : 'Ce lead n’existe pas ou a été supprimé.'}
        </CardContent>
      </Card>
    </>
  );
}

/** /admin/marketing/leads/{id}: edit a lead, follow it up with notes, delete it. */
export function LeadDetail({ id }: { id: string }) {
  const { data: lead, isPending, error } = useLead(id);
  if (isPending) return <Loading />;
  if (error || !lead) return <LeadNotFound failed={Boolean(error)} />;
  return <LeadScreen lead={lead} />;
}

function LeadScreen({ lead }: { lead: Lead }) {
  const navigate = useNavigate();
  const notes = useLeadNotes(lead.id);
  const addNote = useAddLeadNote(lead.id);
  const remove = useDeleteLead(lead.id, () => navigate(paths.admin.leads));
  const name = leadFullName(lead) || lead.email;
  const canWrite = useCan('leads', 'write');

  return (
    <>
      <AdminPageHeader
        title={name}
        description={`Lead créé le ${formatDateTimeLong(lead.created_at)}`}
        actions={backLink}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <LeadEditForm lead={lead} readOnly={!canWrite} />
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
            <CardContent className="grid gap-3 text-sm">
              <div className="flex items-center gap-2">
                <span className="text-muted-foreground">Statut :</span>
                <LeadStatusBadge status={lead.status} />
              </div>
              {lead.quote_request_id ? (
                <Button asChild variant="outline">
                  <Link to={paths.admin.quote(lead.quote_request_id)}>
                    <FileText aria-hidden="true" />
                    Demande d’origine
                  </Link>
                </Button>
              ) : (
                <p className="text-muted-foreground">Lead saisi à la main (aucune demande d’origine).</p>
              )}
            </CardContent>
          </Card>
          <LeadConsent lead={lead} canWrite={canWrite} />
          {canWrite ? (
            <Card>
              <CardHeader>
                <CardTitle>Actions</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <DeleteButton
                  label="Supprimer le lead"
                  title="Supprimer ce lead ?"
                  description="Le lead et ses notes seront effacés définitivement. La demande d’origine, s’il y en a une, est conservée."
                  pending={remove.isPending}
                  onConfirm={() => remove.mutate()}
                />
              </CardContent>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}

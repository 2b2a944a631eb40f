import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NotesTimeline } from '@/components/notes/notes-timeline';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { errorMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useCan } from '@/lib/use-can';
import { useIncident, type IncidentDetail as Detail } from '../api/fetch-incident';
import { useAddIncidentNote, useIncidentNotes } from '../api/incident-notes';
import { useIncidentPhotos, useObjectUrl, type IncidentPhoto } from '../api/incident-photos';
import { useTechnicians } from '@/domain/service/technicians';
import { activeIncidentStatuses, incidentTypeLabel, type IncidentStatus } from '@/domain/service/status';
import { serviceLevelShort } from '@/domain/contracts/service-levels';
import { formatDateTimeShort } from '../format';
import { IncidentStatusBadge, LateBadge, ReplacementDueBadge, TimeLeft, useNow } from './deadline';
import { IncidentActions } from './incident-actions';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

function Photo({ photo, alt }: { photo: IncidentPhoto; alt: string }) {
  const url = useObjectUrl(photo.blob);
  if (!url) return null;
  return (
    <li>
      <a href={url} target="_blank" rel="noreferrer" className="block">
        <img
          src={url}
          alt={alt}
          width={240}
          height={180}
          className="aspect-[4/3] w-full rounded-md border border-border object-cover"
        />
      </a>
    </li>
  );
}

function Photos({ incidentId, incidentNumber }: { incidentId: string; incidentNumber: string }) {
  const { data: photos, isPending, error } = useIncidentPhotos(incidentId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Photos du client</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Loading />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, 'Impossible de charger les photos.')}
          </p>
        ) : !photos || photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune photo jointe.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((photo, index) => (
              <Photo
                key={photo.id}
                photo={photo}
                alt={`Vue ${index + 1} envoyée par le client pour l’incident ${incidentNumber}`}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Summary({ detail, technician }: { detail: Detail; technician: string | null }) {
  const now = useNow();
  const { incident, customer, item } = detail;
  const active = (activeIncidentStatuses as readonly string[]).includes(incident.status);
  const customerName = customer
    ? `${customer.customer_first_name} ${customer.customer_last_name}`
    : incident.reporter_name;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Incident</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <Row term="Statut">
            <span className="flex flex-wrap gap-1">
              <IncidentStatusBadge status={incident.status} />
              {incident.is_late ? <LateBadge /> : null}
              {incident.replacement_due ? <ReplacementDueBadge /> : null}
            </span>
          </Row>
          <Row term="Type">{incidentTypeLabel(incident.type)}</Row>
          <Row term="Contrat">
            <Link
              to={paths.admin.contract(incident.contract_id)}
              className="font-mono font-medium text-navy underline underline-offset-2"
            >
              {incident.contract_number}
            </Link>{' '}
            <span className="text-muted-foreground">· {serviceLevelShort(incident.service_level)}</span>
          </Row>
          <Row term="Client">
            <div>{customer?.customer_company || incident.customer_company || '-'}</div>
            <div>{customerName ?? '-'}</div>
            {customer?.customer_email ? <div>{customer.customer_email}</div> : null}
            {customer?.customer_phone ? <div>{customer.customer_phone}</div> : null}
          </Row>
          <Row term="Équipement">
            {item
              ? `${item.product_brand} ${item.product_name}${item.serial_number ? ` · n° ${item.serial_number}` : ''}`
              : '-'}
          </Row>
          <Row term="Signalé le">
            {formatDateTimeShort(incident.reported_at)}{' '}
            {incident.source === 'customer' ? '(par le client)' : '(par l’équipe)'}
          </Row>
          <Row term="Échéance">
            <span className="tabular-nums">{formatDateTimeShort(incident.deadline_at)}</span>
            {active ? (
              <>
                {' · '}
                <TimeLeft deadlineAt={incident.deadline_at} intervenedAt={incident.intervened_at} now={now} />
              </>
            ) : null}
          </Row>
          <Row term="Technicien">{technician ?? 'Non assigné'}</Row>
          <Row term="Intervention prévue">{formatDateTimeShort(incident.planned_for)}</Row>
          {incident.intervened_at ? <Row term="Sur site le">{formatDateTimeShort(incident.intervened_at)}</Row> : null}
          {incident.resolved_at ? <Row term="Résolu le">{formatDateTimeShort(incident.resolved_at)}</Row> : null}
          {incident.closed_at ? <Row term="Clos le">{formatDateTimeShort(incident.closed_at)}</Row> : null}
          <Row term="Description">
            <p className="whitespace-pre-line">{incident.description}</p>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * /admin/incidents/{id}: the incident, its deadline, its moves, the customer's photos and the notes.
 * A failure to load it (missing, forbidden, offline) says so and returns to the list.
 */
export function IncidentDetail({ id }: { id: string }) {
  const canWrite = useCan('service', 'write');
  const { data: detail, isPending, error } = useIncident(id);
  const technicians = useTechnicians();
  const notes = useIncidentNotes(id);
  const addNote = useAddIncidentNote(id);

  const navigate = useNavigate();
  const reported = useRef(false);
  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    console.error('Chargement de l’incident impossible', error);
    notifyError('Impossible de charger l’incident.');
    navigate(paths.admin.incidents, { replace: true });
  }, [error, navigate]);

  if (isPending || !detail) return <Loading className="min-h-64" />;
  const { incident } = detail;
  const assigned = technicians.data?.find((technician) => technician.id === incident.technician_id);
  return (
    <>
      <AdminPageHeader
        title={`Incident ${incident.incident_number}`}
        description={`${incidentTypeLabel(incident.type)} · contrat ${incident.contract_number}`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.admin.incidents}>
                <ArrowLeft aria-hidden="true" />
                Retour aux incidents
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.admin.contract(incident.contract_id)}>
                <ExternalLink aria-hidden="true" />
                Voir le contrat
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-6">
          <Summary
            detail={detail}
            technician={assigned ? assigned.full_name : incident.technician_id ? 'Technicien assigné' : null}
          />
          <Photos incidentId={id} incidentNumber={incident.incident_number} />
          <NotesTimeline
            notes={notes.data}
            loading={notes.isPending}
            canWrite={canWrite}
            onAdd={(body) => addNote.mutateAsync(body)}
          />
        </div>
        {canWrite ? (
          <IncidentActions
            id={id}
            status={incident.status as IncidentStatus}
            technicianId={incident.technician_id}
            plannedFor={incident.planned_for}
            technicians={technicians.data ?? []}
          />
        ) : null}
      </div>
    </>
  );
}

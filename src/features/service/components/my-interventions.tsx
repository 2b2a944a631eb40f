import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { useMyInterventions } from '../api/fetch-my-interventions';
import { formatDateTimeShort } from '../format';
import { incidentTypeLabel, visitKindLabel } from '@/domain/service/status';
import { IncidentStatusBadge, LateBadge, ReplacementDueBadge, TimeLeft, useNow } from './deadline';

/**
 * « Mes interventions »: the signed-in technician's open incidents, the nearest deadline first
 * (with the time left), then their planned visits (installations, preventive maintenance,
 * interventions) by date. `asPage`: the screen's own h1; else a block of the dashboard.
 */
export function MyInterventions({ asPage = true }: { asPage?: boolean }) {
  const { user } = useAuth();
  const now = useNow();
  const { data, isPending, error } = useMyInterventions(user?.id);
  return (
    <section aria-label={asPage ? undefined : 'Mes interventions'}>
      {asPage ? (
        <AdminPageHeader
          title="Mes interventions"
          description="Les incidents d’abord, par échéance ; puis les visites, par date."
        />
      ) : (
        <p className="mb-4 text-xl font-semibold text-navy">Mes interventions</p>
      )}
      {isPending ? (
        <Loading />
      ) : error ? (
        <p role="alert" className="text-destructive">
          {errorMessage(error, 'Impossible de charger vos interventions.')}
        </p>
      ) : (
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Incidents à traiter</CardTitle>
            </CardHeader>
            <CardContent>
              {data.incidents.length === 0 ? (
                <p className="text-sm text-muted-foreground">Aucun incident ne vous est assigné.</p>
              ) : (
                <ol className="grid gap-2" aria-label="Incidents à traiter, par échéance">
                  {data.incidents.map((incident) => (
                    <li
                      key={incident.id}
                      className="grid gap-1 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                      data-late={incident.is_late ? '' : undefined}
                    >
                      <div className="min-w-0">
                        <Link
                          to={paths.admin.incident(incident.id)}
                          className="font-mono font-medium text-navy underline underline-offset-2"
                        >
                          {incident.incident_number}
                        </Link>{' '}
                        <span className="text-sm">
                          {incidentTypeLabel(incident.type)} · {incident.customer_company || incident.reporter_name} ·{' '}
                          <span className="font-mono">{incident.contract_number}</span>
                        </span>
                        <div className="mt-1 flex flex-wrap gap-1">
                          <IncidentStatusBadge status={incident.status} />
                          {incident.is_late ? <LateBadge /> : null}
                          {incident.replacement_due ? <ReplacementDueBadge /> : null}
                        </div>
                      </div>
                      <div className="text-sm sm:text-right">
                        <div>
                          Échéance <span className="tabular-nums">{formatDateTimeShort(incident.deadline_at)}</span>
                        </div>
                        <TimeLeft deadlineAt={incident.deadline_at} intervenedAt={incident.intervened_at} now={now} />
                      </div>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Visites planifiées</CardTitle>
            </CardHeader>
            <CardContent>
              {data.visits.length === 0 ? (
                <p className="text-sm text-muted-foreground">Aucune visite planifiée.</p>
              ) : (
                <ol className="grid gap-2" aria-label="Visites planifiées, par date">
                  {data.visits.map((visit) => (
                    <li
                      key={visit.id}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
                    >
                      <span className="text-sm">
                        <span className="font-medium">{visitKindLabel(visit.kind)}</span>
                        {' · '}
                        <Link
                          to={paths.admin.contract(visit.contract_id)}
                          className="font-mono text-navy underline underline-offset-2"
                        >
                          {visit.contract?.contract_number ?? 'Contrat'}
                        </Link>
                        {visit.contract?.customer_company ? ` · ${visit.contract.customer_company}` : ''}
                      </span>
                      <span className="tabular-nums text-sm">{formatDay(visit.scheduled_on)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </section>
  );
}

import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/routes';
import { formatDay } from '@/lib/format-day';
import { formatDateTimeLong } from '@/lib/format-date';
import { useCan } from '@/lib/use-can';
import type { ContractIncident, ContractItem, ContractVisit } from '../api/fetch-contract';
import { incidentStatusDisplay, incidentTypeLabel, visitKindLabel, visitStatusLabel } from '@/domain/service/status';
import { CardHeading } from './card-heading';
import { unitName } from './equipment-card';

/**
 * The contract's incidents and service visits (installation, preventive maintenance,
 * interventions), each incident a link to its screen. Not shown to a role that cannot read them.
 */
export function ServiceHistoryCard({
  contractId,
  incidents,
  visits,
  items,
}: {
  contractId: string;
  incidents: ContractIncident[] | null;
  visits: ContractVisit[] | null;
  items: ContractItem[];
}) {
  const canOpenIncident = useCan('service', 'write');
  if (incidents === null && visits === null) return null;
  const unit = (id: string | null) => items.find((item) => item.id === id);
  const incidentNumber = (id: string | null) => incidents?.find((incident) => incident.id === id)?.incident_number;
  return (
    <Card>
      <CardHeading icon={<LifeBuoy aria-hidden="true" />}>Incidents et interventions</CardHeading>
      <CardContent className="grid gap-6">
        {incidents ? (
          <section aria-labelledby="contract-incidents" className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="contract-incidents" className="text-sm font-semibold text-navy">
                Incidents
              </h3>
              {canOpenIncident ? (
                <Button asChild size="sm" variant="outline">
                  <Link to={paths.admin.incidentForContract(contractId)}>Ouvrir un incident</Link>
                </Button>
              ) : null}
            </div>
            {incidents.length === 0 ? (
              <p className="text-sm text-muted-foreground">Aucun incident.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {incidents.map((incident) => {
                  const status = incidentStatusDisplay(incident.status);
                  const item = unit(incident.contract_item_id);
                  return (
                    <li key={incident.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <Link
                        to={paths.admin.incident(incident.id)}
                        className="font-mono font-medium text-accent-strong hover:underline"
                      >
                        {incident.incident_number}
                      </Link>
                      <span>{incidentTypeLabel(incident.type)}</span>
                      {item ? <span className="text-muted-foreground">{unitName(item)}</span> : null}
                      <Badge variant={status.variant}>{status.label}</Badge>
                      <span className="text-muted-foreground">
                        signalé le {formatDateTimeLong(incident.reported_at)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ) : null}
        {visits ? (
          <section aria-labelledby="contract-visits" className="grid gap-2">
            <h3 id="contract-visits" className="text-sm font-semibold text-navy">
              Interventions
            </h3>
            {visits.length === 0 ? (
              <p className="text-sm text-muted-foreground">Aucune intervention.</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {visits.map((visit) => {
                  const number = incidentNumber(visit.incident_id);
                  return (
                    <li key={visit.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <span className="tabular-nums">{formatDay(visit.scheduled_on)}</span>
                      <span className="font-medium">{visitKindLabel(visit.kind)}</span>
                      {visit.incident_id && number ? (
                        <Link
                          to={paths.admin.incident(visit.incident_id)}
                          className="text-accent-strong hover:underline"
                        >
                          {number}
                        </Link>
                      ) : null}
                      <span className="text-muted-foreground">{visitStatusLabel(visit.status)}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

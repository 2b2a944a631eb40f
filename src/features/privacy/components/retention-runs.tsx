import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { describeCounts } from '@/domain/privacy/labels';
import { useRetentionRuns } from '../api/fetch-retention-runs';

/** What the daily job did on its last runs: counts, never the data itself. */
export function RetentionRuns() {
  const { data: runs = [], isPending, isError } = useRetentionRuns();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Purges automatiques</CardTitle>
        <CardDescription>
          Chaque jour, les données arrivées au terme de leur durée de conservation sont anonymisées ou supprimées (voir
          la politique de confidentialité). Seuls les nombres sont journalisés.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Impossible de charger les purges.
          </p>
        ) : runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune purge pour l’instant.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {runs.map((run) => {
              const counts = describeCounts(run.counts);
              return (
                <li key={run.id} className="border-b pb-2 last:border-0">
                  <span className="font-medium">{formatDate(run.run_on)}</span>
                  {' : '}
                  {counts.length === 0
                    ? 'rien à effacer'
                    : counts.map(({ label, value }) => `${label} : ${value}`).join(' · ')}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

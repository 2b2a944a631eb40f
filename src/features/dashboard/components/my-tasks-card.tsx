import { ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { can } from '@/config/permissions';
import { paths } from '@/config/routes';
import { useAuth } from '@/lib/auth-context';
import { formatDay } from '@/lib/format-day';
import { cn } from '@/lib/utils';
import { useMyTasks } from '../api/fetch-my-tasks';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/**
 * « Mes tâches »: what the database assigned to the signed-in person and is still open (three
 * months before a contract ends, its sales owner calls the customer), each a link to its contract.
 * Shown to those who read contracts.
 */
export function MyTasksCard() {
  const { user, roles } = useAuth();
  const shown = can(roles, 'contracts', 'read');
  const { data, isPending, error } = useMyTasks(user?.id, shown);
  if (!shown) return null;
  const now = today();
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListChecks className="size-4 text-accent-strong" aria-hidden="true" />
          Mes tâches
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Loading />
        ) : error || !data ? (
          <p role="alert" className="text-sm text-muted-foreground">
            Impossible de charger vos tâches.
          </p>
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune tâche en cours.</p>
        ) : (
          <ul className="grid gap-2 text-sm" aria-label="Mes tâches en cours">
            {data.map((task) => {
              const late = task.due_on < now;
              return (
                <li key={task.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <Link
                    to={paths.admin.contract(task.contract_id)}
                    className="font-medium text-accent-strong hover:underline"
                  >
                    {task.title}
                  </Link>
                  <span className="text-muted-foreground">
                    {task.contracts ? `${task.contracts.contract_number}` : null}
                    {task.contracts?.customer_company ? ` · ${task.contracts.customer_company}` : null}
                    {' · '}
                    <span className={cn('tabular-nums', late && 'font-semibold text-destructive')}>
                      {late ? 'en retard, ' : ''}à faire avant le {formatDay(task.due_on)}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

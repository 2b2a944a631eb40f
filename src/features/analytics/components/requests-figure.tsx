import { requestTypeLabels, requestTypes } from '@/domain/requests/request-types';
import { formatNumber } from '@/lib/format';
import { useWeeklyRequests, type WeeklyRequests } from '../api/fetch-weekly-requests';
import { formatDay } from '../format';
import type { Period } from '../period';
import { FigureCard, type FigureColumn } from './figure-card';
import { WeeklyRequestsChart } from './lazy-charts';

const columns: FigureColumn<WeeklyRequests>[] = [
  { header: 'Semaine du', text: (row) => formatDay(row.week), csv: (row) => formatDay(row.week) },
  ...requestTypes.map((type) => ({
    header: requestTypeLabels[type],
    text: (row: WeeklyRequests) => formatNumber(row[type]),
    csv: (row: WeeklyRequests) => row[type],
    numeric: true,
  })),
  { header: 'Total', text: (row) => formatNumber(row.total), csv: (row) => row.total, numeric: true },
];

/** Requests per week, every type counted, with the period's breakdown by type. */
export function RequestsFigure({ period }: { period: Period }) {
  const { data: weeks = [], status } = useWeeklyRequests(period);
  const byType = requestTypes.map((type) => ({ type, count: weeks.reduce((sum, week) => sum + week[type], 0) }));
  const total = byType.reduce((sum, { count }) => sum + count, 0);
  return (
    <FigureCard
      title="Demandes par semaine"
      description={
        status === 'success' ? (
          <span data-testid="requests-by-type">
            {formatNumber(total)} demande(s) :{' '}
            {byType.map(({ type, count }) => `${requestTypeLabels[type]} ${formatNumber(count)}`).join(' · ')}
          </span>
        ) : (
          'Toutes les demandes des formulaires publics, par type.'
        )
      }
      status={status}
      rows={weeks}
      columns={columns}
      empty={total === 0}
      emptyText="Aucune demande sur cette période."
      fileName="demandes-par-semaine"
      chart={<WeeklyRequestsChart weeks={weeks} />}
      className="lg:col-span-2"
    />
  );
}

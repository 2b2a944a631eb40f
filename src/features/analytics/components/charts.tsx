// The charts of /admin/analytics, in a module of their own: recharts loads only with this screen.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { requestTypeLabels, requestTypes } from '@/domain/requests/request-types';
import { formatEuro, formatEuroRounded, formatNumber } from '@/lib/format';
import type { WeeklyRequests } from '../api/fetch-weekly-requests';
import type { MonthlyRent } from '../api/fetch-signed-rent';
import { chartColors, requestTypeColors } from '../chart-colors';
import { formatDay, formatMonth } from '../format';

const axis = { fontSize: 12, fill: chartColors.muted };
const grid = <CartesianGrid strokeDasharray="3 3" stroke="#dde4ee" vertical={false} />;
// The table behind « Voir les données » is the accessible version: the SVG stays out of the tab order.
const chartProps = { accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: 0 } } as const;

/** Requests per week, stacked by type. */
export function WeeklyRequestsChart({ weeks }: { weeks: WeeklyRequests[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={weeks} {...chartProps}>
        {grid}
        <XAxis dataKey="week" tickFormatter={(week: string) => formatDay(week).slice(0, 5)} tick={axis} />
        <YAxis allowDecimals={false} tick={axis} width={40} />
        <Tooltip
          labelFormatter={(week) => `Semaine du ${formatDay(String(week))}`}
          formatter={(value) => formatNumber(Number(value))}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {requestTypes.map((type) => (
          <Bar key={type} dataKey={type} name={requestTypeLabels[type]} stackId="types" fill={requestTypeColors[type]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Signed monthly rent per month. */
export function SignedRentChart({ months }: { months: MonthlyRent[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={months} {...chartProps}>
        {grid}
        <XAxis dataKey="month" tickFormatter={formatMonth} tick={axis} />
        <YAxis tick={axis} width={72} tickFormatter={(value: number) => formatEuroRounded(value)} />
        <Tooltip labelFormatter={(month) => formatMonth(String(month))} formatter={(value) => formatEuro(Number(value))} />
        <Bar dataKey="rent" name="Loyer mensuel signé" fill={chartColors.accentStrong} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Horizontal bars, largest first: funnel steps, products, categories, sources. */
export function RankingChart({ items, seriesName }: { items: { label: string; value: number }[]; seriesName: string }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, items.length * 36 + 24)}>
      <BarChart data={items} layout="vertical" {...chartProps}>
        <CartesianGrid strokeDasharray="3 3" stroke="#dde4ee" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axis} />
        <YAxis type="category" dataKey="label" tick={axis} width={160} />
        <Tooltip formatter={(value) => formatNumber(Number(value))} />
        <Bar dataKey="value" name={seriesName} fill={chartColors.navy} />
      </BarChart>
    </ResponsiveContainer>
  );
}

import { csvDecimal } from '@/lib/csv';
import { formatEuro, formatNumber } from '@/lib/format';
import { useSignedRent, type MonthlyRent } from '../api/fetch-signed-rent';
import { formatMonth } from '../format';
import type { Period } from '../period';
import { FigureCard, type FigureColumn } from './figure-card';
import { SignedRentChart } from './lazy-charts';

const columns: FigureColumn<MonthlyRent>[] = [
  { header: 'Mois', text: (row) => formatMonth(row.month), csv: (row) => formatMonth(row.month) },
  { header: 'Commandes signées', text: (row) => formatNumber(row.orders), csv: (row) => row.orders, numeric: true },
  { header: 'Loyer mensuel signé (HT)', text: (row) => formatEuro(row.rent), csv: (row) => csvDecimal(row.rent), numeric: true },
];

/** The monthly recurring rent of the orders signed each month (confirmed or further). */
export function RentFigure({ period }: { period: Period }) {
  const { data: months = [], status } = useSignedRent(period);
  return (
    <FigureCard
      title="Loyer mensuel signé par mois"
      description="Somme des loyers mensuels (HT) des commandes confirmées, en préparation, expédiées ou livrées."
      status={status}
      rows={months}
      columns={columns}
      empty={months.every((month) => month.orders === 0)}
      emptyText="Aucune commande signée sur cette période."
      fileName="loyer-mensuel-signe"
      chart={<SignedRentChart months={months} />}
    />
  );
}

import { simulatorNote } from '@/content/leasing/explainer';
import { cn } from '@/lib/utils';
import { REFERENCE_DURATION, type RentRow } from '../rent-table';
import { catalogueText } from '../catalogue-text';
import { euros } from './euros';

/** The product's rent over each duration, with the simulator's legal notice (issue 17 §2). */
export function RentTable({ productName, rows }: { productName: string; rows: readonly RentRow[] }) {
  return (
    <div>
      <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{catalogueText.rentCaption(productName)}</caption>
          <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {catalogueText.rentDuration}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {catalogueText.rentMonthly}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {catalogueText.rentTotal}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {catalogueText.rentVersusPurchase}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const reference = row.months === REFERENCE_DURATION;
              return (
                <tr key={row.months} className={cn('border-t border-border', reference && 'bg-secondary/60')}>
                  <th scope="row" className="px-4 py-3 font-semibold text-navy">
                    {catalogueText.months(row.months)}
                  </th>
                  <td className="px-4 py-3 text-right text-base font-bold tabular-nums text-navy">
                    {euros(row.monthly)}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{euros(row.total)}</td>
                  <td className="px-4 py-3 text-right tabular-nums text-muted-foreground">
                    {`${row.versusPurchase >= 0 ? '+' : '−'}\u00a0${euros(Math.abs(row.versusPurchase))} (${row.versusPurchasePercent.toLocaleString('fr-FR')}\u00a0%)`}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{simulatorNote}</p>
    </div>
  );
}

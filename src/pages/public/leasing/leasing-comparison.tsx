import { Check, Minus } from 'lucide-react';
import { comparisonTable } from '@/content/leasing/explainer';
import { leasingPageText } from '@/content/leasing-pages';

/** Leasing against a cash purchase, criterion by criterion. */
export function LeasingComparison() {
  const { columns, rows } = comparisonTable;
  return (
    <section aria-labelledby="comparison-title" className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="comparison-title" className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">
            {comparisonTable.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{leasingPageText.comparisonIntro}</p>
        </div>
        <div className="mt-10 overflow-x-auto rounded-2xl border border-border bg-white shadow-sm">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <caption className="caption-bottom border-t border-border px-4 py-3 text-left text-xs text-muted-foreground sm:px-6">
              {leasingPageText.comparisonCaption}
            </caption>
            <thead>
              <tr className="border-b border-border">
                <th
                  scope="col"
                  className="hidden w-[28%] px-6 py-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground sm:table-cell"
                >
                  {columns.criterion}
                </th>
                <th
                  scope="col"
                  className="w-1/2 bg-navy px-3 py-4 text-base font-semibold text-white sm:w-auto sm:px-6"
                >
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
                    {columns.leasing}
                  </span>
                </th>
                <th scope="col" className="px-3 py-4 text-base font-semibold text-navy sm:px-6">
                  {columns.cashPurchase}
                </th>
              </tr>
            </thead>
            {/* One body per criterion: on small screens the criterion becomes a full-width heading row. */}
            {rows.map((row) => (
              <tbody key={row.criterion} className="border-b border-border last:border-0">
                <tr className="sm:hidden">
                  <th
                    scope="rowgroup"
                    colSpan={2}
                    className="bg-muted px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-navy"
                  >
                    {row.criterion}
                  </th>
                </tr>
                <tr>
                  <th scope="row" className="hidden px-6 py-4 align-top font-semibold text-navy sm:table-cell">
                    {row.criterion}
                  </th>
                  <td className="bg-secondary/60 px-3 py-3 align-top text-navy sm:px-6 sm:py-4">
                    <span className="flex gap-1.5 sm:gap-2">
                      <Check
                        className="mt-1 size-3.5 shrink-0 text-accent-strong sm:mt-0.5 sm:size-4"
                        aria-hidden="true"
                      />
                      {row.leasing}
                    </span>
                  </td>
                  <td className="px-3 py-3 align-top text-slate-600 sm:px-6 sm:py-4">
                    <span className="flex gap-1.5 sm:gap-2">
                      <Minus className="mt-1 size-3.5 shrink-0 text-slate-400 sm:mt-0.5 sm:size-4" aria-hidden="true" />
                      {row.cashPurchase}
                    </span>
                  </td>
                </tr>
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </section>
  );
}

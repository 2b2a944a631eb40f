import { leasingFigures } from '@/content/leasing/explainer';
import { leasingPageText } from '@/content/leasing-pages';

/** The large figures band, on navy. */
export function LeasingFigures() {
  return (
    <section aria-labelledby="figures-title" className="relative overflow-hidden bg-navy text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_20%_0%,rgba(34,211,238,0.18),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="figures-title" className="text-center text-sm font-semibold uppercase tracking-[0.14em] text-accent">
          {leasingPageText.figuresTitle}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {leasingFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-2 text-sm text-slate-300 sm:text-base">{figure.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

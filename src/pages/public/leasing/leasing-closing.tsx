import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { leasingPageText } from '@/content/leasing-pages';

/** The last call to action: talk to a leasing adviser. */
export function LeasingClosing() {
  return (
    <section aria-labelledby="leasing-closing-title" className="border-t border-border bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="leasing-closing-title" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            {leasingPageText.closingTitle}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{leasingPageText.closingText}</p>
        </div>
        <Button asChild size="lg">
          <Link to={paths.contactPro}>{leasingPageText.primaryCta}</Link>
        </Button>
      </div>
    </section>
  );
}

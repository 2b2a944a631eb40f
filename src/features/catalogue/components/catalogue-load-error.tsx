import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A catalogue page whose rows could not be read (network, API down): say so, offer a retry. */
export function CatalogueLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-navy">Cette page n’a pas pu être chargée</h1>
      <p className="mt-3 text-muted-foreground">
        Le catalogue est momentanément injoignable. Réessayez dans quelques instants.
      </p>
      <Button className="mt-8" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Réessayer
      </Button>
    </section>
  );
}

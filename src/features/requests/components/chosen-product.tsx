import { PackageCheck, X } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { useChosenProduct, type ChosenProduct } from '../api/fetch-chosen-product';

export const chosenProductText = {
  label: 'Produit concerné',
  remove: 'Retirer',
  removeLabel: (name: string) => `Retirer ${name} de la demande`,
  page: 'Voir la fiche',
  loading: 'Recherche du produit…',
  unavailable: 'Le produit demandé n’est plus proposé : décrivez-nous votre besoin, nous vous conseillerons.',
} as const;

export interface ChosenProductFieldProps {
  slug: string;
  /** The product once found (null when there is none), so the request names it. */
  onResolved: (product: ChosenProduct | null) => void;
  onRemove: () => void;
}

/**
 * The product a quote is about, opened from its page's « Demander un devis pour ce produit »:
 * shown above the fields, sent with the request, removable.
 */
export function ChosenProductField({ slug, onResolved, onRemove }: ChosenProductFieldProps) {
  const { data, isPending, isError } = useChosenProduct(slug);
  const product = data ?? null;
  useEffect(() => {
    if (!isPending) onResolved(product);
  }, [isPending, product, onResolved]);

  if (isPending) {
    return (
      <p
        role="status"
        className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted-foreground"
      >
        {chosenProductText.loading}
      </p>
    );
  }
  if (!product) {
    // A failed lookup is not the visitor's business: the form works without the product.
    if (isError) return null;
    return (
      <p role="status" className="rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
        {chosenProductText.unavailable}
      </p>
    );
  }
  return (
    <div
      role="group"
      aria-label={chosenProductText.label}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-secondary/60 px-4 py-3"
    >
      <PackageCheck className="size-5 shrink-0 text-accent-strong" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{chosenProductText.label}</p>
        <p className="font-semibold text-navy">
          {product.name} <span className="font-normal text-muted-foreground">— {product.brand}</span>
        </p>
      </div>
      <Link
        to={paths.product(product.category.slug, product.slug)}
        className="text-sm font-medium text-accent-strong underline underline-offset-2"
      >
        {chosenProductText.page}
      </Link>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={chosenProductText.removeLabel(product.name)}>
        <X aria-hidden="true" />
        {chosenProductText.remove}
      </Button>
    </div>
  );
}

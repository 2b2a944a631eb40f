import { ImageOff, Pencil, Star, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/routes';
import { formatEuro } from '@/lib/format';
import { safeUrl } from '@/lib/safe-url';
import type { Product } from '../api/fetch-products';

const COLUMN_COUNT = 7;

interface ProductsTableProps {
  products: Product[];
  loading: boolean;
  /** Switch changes in flight by product id, shown at once and locked until the list reloads. */
  pendingActive: ReadonlyMap<string, boolean>;
  onActiveChange: (product: Product, active: boolean) => void;
  onDelete: (product: Product) => void;
  /** Without the catalogue's write right: no edit link, switch nor delete button. */
  readOnly?: boolean;
}

export function ProductsTable({
  products,
  loading,
  pendingActive,
  onActiveChange,
  onDelete,
  readOnly = false,
}: ProductsTableProps) {
  return (
    <div className="rounded-lg border border-border bg-card shadow-sm">
      <Table className="min-w-[52rem]">
        <caption className="sr-only">Produits du catalogue, du plus récent au plus ancien</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-20">Image</TableHead>
            <TableHead>Nom</TableHead>
            <TableHead>Marque</TableHead>
            <TableHead className="text-right">Prix 12 mois</TableHead>
            <TableHead>Actif</TableHead>
            <TableHead>Mis en avant</TableHead>
            {readOnly ? null : <TableHead className="text-right">Actions</TableHead>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading ? (
            <tr>
              <td colSpan={COLUMN_COUNT}>
                <Loading />
              </td>
            </tr>
          ) : products.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="py-12 text-center text-muted-foreground">
                Aucun produit trouvé
              </td>
            </tr>
          ) : (
            products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                pendingActive={pendingActive.get(product.id)}
                onActiveChange={onActiveChange}
                onDelete={onDelete}
                readOnly={readOnly}
              />
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

interface ProductRowProps {
  product: Product;
  pendingActive?: boolean;
  onActiveChange: (product: Product, active: boolean) => void;
  onDelete: (product: Product) => void;
  readOnly: boolean;
}

const ProductRow = memo(function ProductRow({
  product,
  pendingActive,
  onActiveChange,
  onDelete,
  readOnly,
}: ProductRowProps) {
  const image = safeUrl(product.image_url);
  const active = pendingActive ?? product.active;
  return (
    <TableRow data-product-id={product.id}>
      <TableCell className="py-2">
        <div className="flex size-12 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {image ? (
            <img src={image} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
          ) : (
            <ImageOff className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
      </TableCell>
      <TableCell className="max-w-72">
        {readOnly ? (
          <span className="line-clamp-2 font-medium text-navy">{product.name}</span>
        ) : (
          <Link
            to={paths.admin.product(product.id)}
            className="line-clamp-2 font-medium text-navy underline-offset-4 hover:underline"
          >
            {product.name}
          </Link>
        )}
        {product.badges.length > 0 ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {product.badges.slice(0, 3).map((badge) => (
              <Badge key={badge} variant="muted" className="font-medium">
                {badge}
              </Badge>
            ))}
            {product.badges.length > 3 ? <Badge variant="outline">+{product.badges.length - 3}</Badge> : null}
          </div>
        ) : null}
      </TableCell>
      <TableCell className="text-muted-foreground">{product.brand}</TableCell>
      <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
        {product.monthly_price_12 === null ? '-' : `${formatEuro(product.monthly_price_12)}/mois`}
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-2">
          <Switch
            checked={active}
            disabled={readOnly || pendingActive !== undefined}
            onCheckedChange={(checked) => onActiveChange(product, checked)}
            aria-label={`Actif : ${product.name}`}
          />
          <span className={active ? 'text-xs font-medium text-success' : 'text-xs text-muted-foreground'}>
            {active ? 'Actif' : 'Inactif'}
          </span>
        </div>
      </TableCell>
      <TableCell>
        {product.featured ? (
          <Badge variant="warning">
            <Star className="size-3 fill-current" aria-hidden="true" />
            En avant
          </Badge>
        ) : (
          <>
            <span className="text-muted-foreground" aria-hidden="true">
              -
            </span>
            <span className="sr-only">Non</span>
          </>
        )}
      </TableCell>
      {readOnly ? null : (
        <TableCell className="text-right">
          <div className="flex justify-end gap-1">
            <Button asChild variant="ghost" size="icon-sm">
              <Link to={paths.admin.product(product.id)} aria-label={`Modifier ${product.name}`}>
                <Pencil aria-hidden="true" />
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              aria-label={`Supprimer ${product.name}`}
              onClick={() => onDelete(product)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </TableCell>
      )}
    </TableRow>
  );
});

import { ImageOff, Pencil, Star, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { dataColumnHelper, DataTable, type DataTableViewProps } from '@/components/data-list/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/routes';
import { formatEuro } from '@/lib/format';
import { safeUrl } from '@/lib/safe-url';
import type { ProductListRow } from '../api/fetch-products';

interface RowActions {
  /** Switch changes in flight by product id, shown at once and locked until the list reloads. */
  pendingActive: ReadonlyMap<string, boolean>;
  onActiveChange: (product: ProductListRow, active: boolean) => void;
  onDelete: (product: ProductListRow) => void;
  /** Without the catalogue's write right: no edit link, switch nor delete button. */
  readOnly: boolean;
}

const column = dataColumnHelper<ProductListRow>();

function ProductImage({ url }: { url: string }) {
  const image = safeUrl(url);
  return (
    <div className="flex size-12 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
      {image ? (
        <img src={image} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <ImageOff className="size-5 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}

function ProductName({ product, readOnly }: { product: ProductListRow; readOnly: boolean }) {
  return (
    <>
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
    </>
  );
}

function ActiveSwitch({ product, actions }: { product: ProductListRow; actions: RowActions }) {
  const pending = actions.pendingActive.get(product.id);
  const active = pending ?? product.active;
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={active}
        disabled={actions.readOnly || pending !== undefined}
        onCheckedChange={(checked) => actions.onActiveChange(product, checked)}
        aria-label={`Actif : ${product.name}`}
      />
      <span className={active ? 'text-xs font-medium text-success' : 'text-xs text-muted-foreground'}>
        {active ? 'Actif' : 'Inactif'}
      </span>
    </div>
  );
}

function Featured({ featured }: { featured: boolean }) {
  return featured ? (
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
  );
}

function RowButtons({ product, onDelete }: { product: ProductListRow; onDelete: RowActions['onDelete'] }) {
  return (
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
  );
}

/** Spec columns; the ids of the sortable ones are the list's sort keys (`?sort=`). */
function productColumns(actions: RowActions) {
  const columns = column.columns([
    column.display({
      id: 'image',
      header: 'Image',
      cell: ({ row }) => <ProductImage url={row.original.image_url} />,
      meta: { headerClassName: 'w-20', cellClassName: 'py-2' },
    }),
    column.accessor((product) => product.name, {
      id: 'name',
      header: 'Nom',
      sortDescFirst: false,
      cell: ({ row }) => <ProductName product={row.original} readOnly={actions.readOnly} />,
      meta: { cellClassName: 'max-w-72' },
    }),
    column.accessor((product) => product.brand, {
      id: 'brand',
      header: 'Marque',
      sortDescFirst: false,
      cell: ({ row }) => row.original.brand,
      meta: { cellClassName: 'text-muted-foreground' },
    }),
    column.accessor((product) => product.monthly_price_12, {
      id: 'price',
      header: 'Prix 12 mois',
      sortDescFirst: false,
      cell: ({ row: { original: product } }) =>
        product.monthly_price_12 === null ? '-' : `${formatEuro(product.monthly_price_12)}/mois`,
      meta: { headerClassName: 'text-right', cellClassName: 'whitespace-nowrap text-right font-medium tabular-nums' },
    }),
    column.display({
      id: 'active',
      header: 'Actif',
      cell: ({ row }) => <ActiveSwitch product={row.original} actions={actions} />,
    }),
    column.display({
      id: 'featured',
      header: 'Mis en avant',
      cell: ({ row }) => <Featured featured={row.original.featured} />,
    }),
  ]);
  if (actions.readOnly) return columns;
  return [
    ...columns,
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <RowButtons product={row.original} onDelete={actions.onDelete} />,
      meta: { headerClassName: 'text-right', cellClassName: 'text-right' },
    }),
  ];
}

export function ProductsTable({
  pendingActive,
  onActiveChange,
  onDelete,
  readOnly,
  ...view
}: DataTableViewProps<ProductListRow> & RowActions) {
  const columns = useMemo(
    () => productColumns({ pendingActive, onActiveChange, onDelete, readOnly }),
    [pendingActive, onActiveChange, onDelete, readOnly],
  );
  return (
    <div className="rounded-lg border border-border bg-card shadow-sm">
      <DataTable label="Produits du catalogue" emptyText="Aucun produit trouvé" columns={columns} {...view} />
    </div>
  );
}

import { FilterSelect, ListToolbar } from '@/components/data-list/list-toolbar';
import type { OrderFilters } from '../api/keys';
import { orderStatuses, orderStatusLabels, paymentStatuses, paymentStatusLabels } from '../status';

interface OrdersToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  filters: OrderFilters;
  onFiltersChange: (filters: OrderFilters) => void;
}

/** Search box (client-side) and the two equality filters (server-side). */
export function OrdersToolbar({ search, onSearchChange, filters, onFiltersChange }: OrdersToolbarProps) {
  return (
    <ListToolbar
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Rechercher par numéro, email ou nom..."
      searchLabel="Rechercher une commande"
    >
      <FilterSelect
        value={filters.status}
        onChange={(status) => onFiltersChange({ ...filters, status })}
        options={orderStatuses}
        optionLabels={orderStatusLabels}
        allLabel="Tous les statuts"
        label="Filtrer par statut de commande"
        className="md:w-52"
      />
      <FilterSelect
        value={filters.paymentStatus}
        onChange={(paymentStatus) => onFiltersChange({ ...filters, paymentStatus })}
        options={paymentStatuses}
        optionLabels={paymentStatusLabels}
        allLabel="Tous les paiements"
        label="Filtrer par statut de paiement"
        className="md:w-52"
      />
    </ListToolbar>
  );
}

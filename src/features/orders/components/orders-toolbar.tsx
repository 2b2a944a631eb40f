import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { OrderFilters } from '../api/keys';
import {
  isOrderStatus,
  isPaymentStatus,
  orderStatuses,
  orderStatusLabels,
  paymentStatuses,
  paymentStatusLabels,
} from '../status';

const ALL = 'all';

interface OrdersToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  filters: OrderFilters;
  onFiltersChange: (filters: OrderFilters) => void;
}

/** Search box (client-side) and the two equality filters (server-side). */
export function OrdersToolbar({ search, onSearchChange, filters, onFiltersChange }: OrdersToolbarProps) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Rechercher par numéro, email ou nom..."
          aria-label="Rechercher une commande"
          className="pl-9"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Select
        value={filters.status ?? ALL}
        onValueChange={(value) => onFiltersChange({ ...filters, status: isOrderStatus(value) ? value : null })}
      >
        <SelectTrigger className="md:w-52" aria-label="Filtrer par statut de commande">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Tous les statuts</SelectItem>
          {orderStatuses.map((status) => (
            <SelectItem key={status} value={status}>
              {orderStatusLabels[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={filters.paymentStatus ?? ALL}
        onValueChange={(value) => onFiltersChange({ ...filters, paymentStatus: isPaymentStatus(value) ? value : null })}
      >
        <SelectTrigger className="md:w-52" aria-label="Filtrer par statut de paiement">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Tous les paiements</SelectItem>
          {paymentStatuses.map((status) => (
            <SelectItem key={status} value={status}>
              {paymentStatusLabels[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

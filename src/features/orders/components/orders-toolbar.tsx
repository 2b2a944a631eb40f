import { FilterSelect, ListToolbar } from '@/components/data-list/list-toolbar';
import {
  orderStatuses,
  orderStatusLabels,
  paymentStatuses,
  paymentStatusLabels,
  type OrderStatus,
  type PaymentStatus,
} from '@/domain/orders/status';

interface OrdersToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: OrderStatus | null;
  onStatusChange: (status: OrderStatus | null) => void;
  paymentStatus: PaymentStatus | null;
  onPaymentStatusChange: (paymentStatus: PaymentStatus | null) => void;
}

/** Search box and the two equality filters; the database applies all three. */
export function OrdersToolbar({
  search,
  onSearchChange,
  status,
  onStatusChange,
  paymentStatus,
  onPaymentStatusChange,
}: OrdersToolbarProps) {
  return (
    <ListToolbar
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Rechercher par numéro, email ou nom..."
      searchLabel="Rechercher une commande"
    >
      <FilterSelect
        value={status}
        onChange={onStatusChange}
        options={orderStatuses}
        optionLabels={orderStatusLabels}
        allLabel="Tous les statuts"
        label="Filtrer par statut de commande"
        className="md:w-52"
      />
      <FilterSelect
        value={paymentStatus}
        onChange={onPaymentStatusChange}
        options={paymentStatuses}
        optionLabels={paymentStatusLabels}
        allLabel="Tous les paiements"
        label="Filtrer par statut de paiement"
        className="md:w-52"
      />
    </ListToolbar>
  );
}

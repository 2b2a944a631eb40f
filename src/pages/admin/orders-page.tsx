import { OrdersList } from '@/features/orders/components/orders-list';

export default function OrdersPage() {
  return <OrdersList />;
}

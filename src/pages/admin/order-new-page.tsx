import { NewOrderScreen } from '@/features/orders/components/new-order-screen';

export default function OrderNewPage() {
  return <NewOrderScreen />;
}

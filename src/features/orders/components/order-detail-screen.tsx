import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/routes';
import { notifyError } from '@/lib/notify';
import { useOrder } from '../api/fetch-order';
import { BackToOrders } from './back-to-orders';
import { OrderDetail } from './order-detail';
import { OrderEditor } from './order-editor';

/** Loads one order; a failure (missing, forbidden, offline) says so and returns to the list (spec §8). */
export function OrderDetailScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, error } = useOrder(id);
  const reported = useRef(false);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    if (!error || reported.current) return;
    reported.current = true;
    console.error('Chargement de la commande impossible', error);
    notifyError('Impossible de charger les détails de la commande');
    navigate(paths.admin.orders, { replace: true });
  }, [error, navigate]);

  if (!data) {
    return (
      <>
        <BackToOrders />
        <Loading />
      </>
    );
  }
  if (editing) return <OrderEditor detail={data} onDone={() => setEditing(false)} />;
  return <OrderDetail detail={data} onEdit={() => setEditing(true)} />;
}

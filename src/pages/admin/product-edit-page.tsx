import { useParams } from 'react-router-dom';
import { ProductEditScreen } from '@/features/catalogue/components/product-edit-screen';
import { isUuid } from '@/lib/uuid';
import { RecordHistory } from './record-history';

/** /admin/products/new (create) and /admin/products/{id} (edit) share one screen (spec §2). */
export default function ProductEditPage() {
  const { id } = useParams();
  // A fresh screen per product, so moving from one edit to another never mixes their values.
  return (
    <>
      <ProductEditScreen key={id ?? 'new'} id={id} />
      {isUuid(id) ? <RecordHistory key={`history-${id}`} id={id} /> : null}
    </>
  );
}

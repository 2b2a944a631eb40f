import { useMemo, useState } from 'react';
import { useCan } from '@/lib/use-can';
import { useCarouselSlides } from '../api/fetch-slides';
import type { Slide } from '../schemas';
import { SlideForm } from './slide-form';
import { SlideList } from './slide-list';

/** /admin/carousel: the slide form on the left (for catalogue writers), the existing slides on the right. */
export function CarouselManager() {
  const query = useCarouselSlides();
  const slides = useMemo(() => query.data ?? [], [query.data]);
  const [editing, setEditing] = useState<Slide | null>(null);
  const canWrite = useCan('catalogue', 'write');
  const nextPosition = useMemo(
    () => (slides.length === 0 ? 0 : Math.min(100000, Math.max(...slides.map((slide) => slide.order_position)) + 1)),
    [slides],
  );

  return (
    <div className={canWrite ? 'grid items-start gap-6 lg:grid-cols-2' : 'grid items-start gap-6'}>
      {canWrite ? <SlideForm editing={editing} nextPosition={nextPosition} onDone={() => setEditing(null)} /> : null}
      <SlideList
        slides={slides}
        isLoading={query.isPending}
        editingId={editing?.id ?? null}
        onEdit={(slide) => {
          setEditing(slide);
          window.scrollTo?.({ top: 0, behavior: 'smooth' });
        }}
        onDeleted={(id) => setEditing((current) => (current?.id === id ? null : current))}
        readOnly={!canWrite}
      />
    </div>
  );
}

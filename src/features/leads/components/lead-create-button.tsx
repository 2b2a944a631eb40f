import { Plus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

// The form brings zod and react-hook-form: loaded once the list is on screen, not before it.
const loadDialog = () => import('./lead-create-dialog');
const LeadCreateDialog = lazy(() => loadDialog().then((module) => ({ default: module.LeadCreateDialog })));

/**
 * 'Nouveau lead'. The button shows at once; the creation dialog's code is fetched when the browser
 * is idle after the first paint, or on the first click (the dialog then opens as soon as it is here).
 */
export function LeadCreateButton() {
  const [load, setLoad] = useState(false);
  const [openRequested, setOpenRequested] = useState(false);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setLoad(true));
    return () => cancel(handle);
  }, []);

  const placeholder = (
    <Button
      onClick={() => {
        setOpenRequested(true);
        setLoad(true);
      }}
      aria-busy={openRequested || undefined}
    >
      <Plus aria-hidden="true" />
      Nouveau lead
    </Button>
  );

  if (!load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeadCreateDialog defaultOpen={openRequested} />
    </Suspense>
  );
}

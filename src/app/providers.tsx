import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { TOAST_REQUESTED_EVENT } from '@/lib/toast-event';
import { createQueryClient } from '@/lib/query-client';

// Toasts only follow a user's action: sonner's viewport loads with the first one.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

function useToastRequested(): boolean {
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const onRequest = () => setRequested(true);
    window.addEventListener(TOAST_REQUESTED_EVENT, onRequest, { once: true });
    return () => window.removeEventListener(TOAST_REQUESTED_EVENT, onRequest);
  }, []);
  return requested;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toastRequested = useToastRequested();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {toastRequested ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </AuthProvider>
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { useHydrated } from '@/lib/use-hydrated';

// Toasts only follow a user's action, so sonner's viewport loads after the page is up.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {hydrated ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </AuthProvider>
    </QueryClientProvider>
  );
}

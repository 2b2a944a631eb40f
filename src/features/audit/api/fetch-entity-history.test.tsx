import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useEntityHistory } from './fetch-entity-history';

const api = vi.hoisted(() => ({ reads: 0 }));

vi.mock('@/lib/supabase-lazy', () => ({
  getSupabase: async () => {
    const query = {
      select: () => query,
      eq: () => query,
      order: () => query,
      limit: () => query,
      then: (resolve: (value: unknown) => void) => {
        api.reads += 1;
        resolve({ data: [{ id: api.reads }], error: null });
      },
    };
    return { from: () => query };
  },
}));

describe('useEntityHistory', () => {
  it('reads the history again after any successful save on the screen, not after a failed one', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        history: useEntityHistory('o1'),
        save: useMutation({ mutationFn: async (ok: boolean) => (ok ? 'saved' : Promise.reject(new Error('refused'))) }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.data).toEqual([{ id: 1 }]));

    await act(() => result.current.save.mutateAsync(false).catch(() => undefined));
    expect(api.reads).toBe(1);

    await act(() => result.current.save.mutateAsync(true));
    await waitFor(() => expect(result.current.history.data).toEqual([{ id: 2 }]));
    client.clear();
  });
});

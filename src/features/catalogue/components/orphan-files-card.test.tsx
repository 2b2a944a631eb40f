import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrphanFile } from '../api/orphan-files';
import { OrphanFilesCard } from './orphan-files-card';

const api = vi.hoisted(() => ({
  fetchOrphanFiles: vi.fn<() => Promise<OrphanFile[]>>(),
  deleteOrphanFiles: vi.fn<(names: string[]) => Promise<number>>(),
}));

vi.mock('@/lib/supabase-lazy', () => ({
  getSupabase: async () => ({
    rpc: async () => ({ data: await api.fetchOrphanFiles(), error: null }),
    storage: {
      from: () => ({
        remove: async (names: string[]) => {
          await api.deleteOrphanFiles(names);
          return { data: names.map((name) => ({ name })), error: null };
        },
      }),
    },
  }),
}));

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrphanFilesCard />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('OrphanFilesCard', () => {
  it('checks the bucket only when asked, lists what it finds and deletes it after confirmation', async () => {
    api.fetchOrphanFiles
      .mockResolvedValueOnce([
        { name: 'p/a.png', size: 2_621_440, created_at: '2026-11-25T09:00:00Z' },
        { name: 'p/a-480w.webp', size: 20_480, created_at: '2026-11-25T09:00:00Z' },
      ])
      .mockResolvedValueOnce([]);
    api.deleteOrphanFiles.mockResolvedValue(2);
    const user = renderCard();
    expect(api.fetchOrphanFiles).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rechercher les fichiers orphelins' }));
    const list = await screen.findByRole('list', { name: 'Fichiers orphelins' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^p\/a\.png2,5 Mo · /), expect.stringMatching(/^p\/a-480w\.webp20 Ko · /)]);

    await user.click(screen.getByRole('button', { name: 'Supprimer les fichiers orphelins (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ces 2 fichiers seront définitivement supprimés du stockage.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(api.deleteOrphanFiles).toHaveBeenCalledWith(['p/a.png', 'p/a-480w.webp']);
    expect(await screen.findByText('Aucun fichier orphelin.')).toBeInTheDocument();
  });
});

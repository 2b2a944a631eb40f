import { Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/data-list/search-field';
import { formatNumber } from '@/lib/format';
import { matchesSearch } from '@/lib/utils';
import { useSeoPages } from '../api/fetch-seo-pages';
import type { SeoPage } from '../schemas';
import { SeoPageDialog } from './seo-page-dialog';
import { SeoPagesTable } from './seo-pages-table';
import { useCan } from '@/lib/use-can';

const noPages: SeoPage[] = [];

function pageCount(count: number) {
  return `${formatNumber(count)} ${count > 1 ? 'pages' : 'page'}`;
}

/** /admin/seo/content: count, 'Nouvelle page', search by URL or title, the table and the page dialog. */
export function SeoContentList() {
  const canWrite = useCan('seo', 'write');
  const { data, isPending, error } = useSeoPages();
  useEffect(() => {
    // Spec §8: list load errors are silent on screen (the empty state shows); keep a trace.
    if (error) console.error('Chargement des pages SEO impossible', error);
  }, [error]);

  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const pages = data ?? noPages;
  const visible = useMemo(
    () => pages.filter((page) => matchesSearch(deferredSearch, [page.page_url, page.meta_title])),
    [pages, deferredSearch],
  );

  const [dialog, setDialog] = useState<{ open: boolean; editing: SeoPage | null }>({ open: false, editing: null });
  const openEdit = useCallback((page: SeoPage) => setDialog({ open: true, editing: page }), []);

  return (
    <>
      <AdminPageHeader
        title="Contenu SEO"
        description={isPending ? undefined : <span aria-live="polite">{pageCount(visible.length)}</span>}
        actions={
          canWrite ? (
            <Button onClick={() => setDialog({ open: true, editing: null })}>
              <Plus aria-hidden="true" />
              Nouvelle page
            </Button>
          ) : undefined
        }
      />
      <div className="grid gap-4">
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Rechercher par URL ou titre..."
          label="Rechercher une page"
        />
        <SeoPagesTable pages={visible} loading={isPending} onEdit={canWrite ? openEdit : undefined} />
      </div>
      <SeoPageDialog
        open={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog({ open: false, editing: null })}
      />
    </>
  );
}

import { Pencil } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { SeoPage } from '../schemas';
import { KeywordBadges, SeoScoreBadge, SeoStatusBadge } from './seo-badges';

const COLUMN_COUNT = 6;

interface SeoPagesTableProps {
  pages: SeoPage[];
  loading: boolean;
  /** Absent for read-only roles: no edit button. */
  onEdit?: (page: SeoPage) => void;
}

/** URL, Titre (with the description), Score SEO, Mots-clés, Statut and the edit button. */
export const SeoPagesTable = memo(function SeoPagesTable({ pages, loading, onEdit }: SeoPagesTableProps) {
  return (
    <div className="rounded-lg border border-border bg-card shadow-sm">
      <Table className="min-w-[60rem]" aria-label="Pages SEO">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-48">URL</TableHead>
            <TableHead>Titre</TableHead>
            <TableHead className="w-36">Score SEO</TableHead>
            <TableHead className="w-72">Mots-clés</TableHead>
            <TableHead className="w-28">Statut</TableHead>
            <TableHead className="w-20 text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading ? (
            <tr>
              <td colSpan={COLUMN_COUNT}>
                <Loading />
              </td>
            </tr>
          ) : pages.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="py-12 text-center text-muted-foreground">
                Aucune page trouvée
              </td>
            </tr>
          ) : (
            pages.map((page) => (
              <TableRow key={page.id}>
                <TableCell
                  className="max-w-48 truncate font-mono text-[0.8125rem] font-medium text-navy"
                  title={page.page_url}
                >
                  {page.page_url}
                </TableCell>
                <TableCell className="max-w-0">
                  <div className="truncate font-medium" title={page.meta_title}>
                    {page.meta_title}
                  </div>
                  <div className="line-clamp-2 text-xs text-muted-foreground">{page.meta_description}</div>
                </TableCell>
                <TableCell>
                  <SeoScoreBadge score={page.seo_score} />
                </TableCell>
                <TableCell>
                  <KeywordBadges keywords={page.keywords} />
                </TableCell>
                <TableCell>
                  <SeoStatusBadge status={page.status} />
                </TableCell>
                <TableCell className="text-right">
                  {onEdit ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      onClick={() => onEdit(page)}
                      aria-label={`Modifier la page ${page.page_url}`}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
});

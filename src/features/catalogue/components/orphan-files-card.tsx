import { RefreshCw, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/spinner';
import { formatDateTimeLong } from '@/lib/format-date';
import { useDeleteOrphanFiles, useOrphanFiles } from '../api/orphan-files';

const bytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const sizeLabel = (size: number) =>
  size >= 1024 * 1024 ? `${bytes.format(size / 1024 / 1024)} Mo` : `${bytes.format(size / 1024)} Ko`;

/**
 * Maintenance: files in the product-images bucket that no image names any more, and a way to
 * delete them. Shown to catalogue writers only (the only ones who may delete them).
 */
export function OrphanFilesCard() {
  const [requested, setRequested] = useState(false);
  const { data: files = [], isPending, isError, isFetching, refetch } = useOrphanFiles(requested);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteOrphanFiles();

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Fichiers orphelins</CardTitle>
        <CardDescription>
          Fichiers d’images de produits qu’aucune image ne référence plus (envoi interrompu, suppression échouée). Les
          fichiers de moins de 10 minutes ne sont pas listés.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!requested ? (
          <Button variant="outline" className="w-fit" onClick={() => setRequested(true)}>
            <Search aria-hidden="true" />
            Rechercher les fichiers orphelins
          </Button>
        ) : isPending ? (
          <Loading />
        ) : isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Impossible de vérifier les fichiers du stockage.
          </p>
        ) : files.length === 0 ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm text-muted-foreground">
              Aucun fichier orphelin.
            </p>
            <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
              <RefreshCw aria-hidden="true" />
              Vérifier à nouveau
            </Button>
          </div>
        ) : (
          <>
            <ul aria-label="Fichiers orphelins" className="grid gap-1 text-sm">
              {files.map((file) => (
                <li key={file.name} className="flex flex-wrap justify-between gap-2 border-b border-border py-1">
                  <span className="font-mono break-all">{file.name}</span>
                  <span className="text-muted-foreground">
                    {sizeLabel(file.size)} · {formatDateTimeLong(file.created_at)}
                  </span>
                </li>
              ))}
            </ul>
            <Button variant="destructive" className="w-fit" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              Supprimer les fichiers orphelins ({files.length})
            </Button>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Supprimer les fichiers orphelins ?"
              description={
                files.length === 1
                  ? 'Ce fichier sera définitivement supprimé du stockage.'
                  : `Ces ${files.length} fichiers seront définitivement supprimés du stockage.`
              }
              pending={remove.isPending}
              onConfirm={() => {
                if (remove.isPending) return;
                remove.mutate(
                  files.map((file) => file.name),
                  { onSettled: () => setConfirming(false) },
                );
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

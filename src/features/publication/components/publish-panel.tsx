import { Globe, Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { publicationStatusDisplay } from '@/domain/publication/status';
import { useCan } from '@/lib/use-can';
import { formatDateTimeLong } from '@/lib/format-date';
import { notifySuccess } from '@/lib/notify';
import { useLatestPublication, type SitePublication } from '../api/fetch-latest-publication';
import { usePublishSite } from '../api/publish-site';

function LastPublication({ publication }: { publication: SitePublication | null | undefined }) {
  if (publication === undefined) return null;
  if (publication === null) {
    return <p className="text-sm text-muted-foreground">Le site n’a pas encore été publié depuis le back-office.</p>;
  }
  const status = publicationStatusDisplay[publication.status] ?? publicationStatusDisplay.requested;
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          Dernière publication le {formatDateTimeLong(publication.requested_at)}
          {publication.requested_by_email ? ` par ${publication.requested_by_email}` : ''}
        </span>
        <Badge variant={status.variant}>{status.label}</Badge>
      </p>
      {publication.message ? <p className="text-muted-foreground">{publication.message}</p> : null}
    </div>
  );
}

/**
 * « Publier » the public site: its pages are prerendered for crawlers and link previews, so what
 * staff save (SEO rows, categories, products) reaches that HTML when the site is rebuilt.
 */
export function PublishPanel() {
  // Publications are SEO rows: roles that do not read SEO (commercial, comptabilité on the
  // catalogue screens) would only see an empty history.
  const canRead = useCan('seo', 'read');
  const canPublish = useCan('seo', 'write');
  const { data: latest } = useLatestPublication(canRead);
  const publish = usePublishSite();
  const onPublish = () => publish.mutate(undefined, { onSuccess: (outcome) => notifySuccess(outcome.message) });

  if (!canRead) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-5" aria-hidden="true" />
          Publication du site public
        </CardTitle>
        <CardDescription>
          Les pages publiques sont générées à l’avance pour les moteurs de recherche et les aperçus de liens. Publiez
          pour que les contenus SEO, catégories et produits enregistrés y apparaissent.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div aria-live="polite">
          <LastPublication publication={latest} />
        </div>
        {publish.error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {publish.error.message}
          </p>
        ) : null}
        {canPublish ? (
          <div>
            <Button onClick={onPublish} disabled={publish.isPending}>
              {publish.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {publish.isPending ? 'Publication en cours…' : 'Publier'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

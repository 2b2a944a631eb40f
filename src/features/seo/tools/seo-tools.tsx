import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { crawlSite, useSiteFiles } from './fetch-site-files';

function FilePreview({ title, content }: { title: string; content: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {content === null ? (
          <p className="text-sm text-muted-foreground">
            Ce fichier est écrit par la construction du site : il est disponible sur la version publiée (ou avec
            « npm run preview:local »), pas sur le serveur de développement.
          </p>
        ) : (
          // A scrollable region must take the focus, or keyboard users cannot scroll it (axe).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <pre className="max-h-72 overflow-auto rounded-md bg-muted p-3 text-xs" tabIndex={0} aria-label={title}>
            {content}
          </pre>
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/seo/tools: sitemap.xml and robots.txt as published, and a crawl of the public pages. */
export function SeoTools() {
  const files = useSiteFiles();
  const crawl = useMutation({ mutationFn: crawlSite });
  const sitemap = files.data?.sitemap ?? null;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Analyse des pages publiques</CardTitle>
          <CardDescription>
            Lit chaque page telle que les moteurs de recherche la reçoivent : titres et descriptions (absents, en double,
            trop courts ou trop longs), titre h1 unique, textes alternatifs des images, liens internes cassés et pages
            absentes du sitemap.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div>
            <Button onClick={() => sitemap && crawl.mutate(sitemap)} disabled={!sitemap || crawl.isPending}>
              <Search aria-hidden="true" />
              {crawl.isPending ? 'Analyse en cours...' : 'Lancer l’analyse'}
            </Button>
          </div>
          {crawl.isError ? <p className="text-sm text-destructive">L’analyse n’a pas pu lire toutes les pages. Réessayez.</p> : null}
          {crawl.data ? (
            crawl.data.length === 0 ? (
              <p className="flex items-center gap-2 text-sm font-medium text-success">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                Aucun problème trouvé.
              </p>
            ) : (
              <>
                <p className="text-sm" aria-live="polite">
                  {crawl.data.length} point(s) à corriger
                </p>
                <Table aria-label="Points à corriger">
                  <TableHeader>
                    <TableRow className="hover:bg-transparent">
                      <TableHead>Page</TableHead>
                      <TableHead>Constat</TableHead>
                      <TableHead className="text-right">Action</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {crawl.data.map((finding, index) => (
                      <TableRow key={`${finding.path}-${finding.kind}-${index}`}>
                        <TableCell className="font-mono text-xs">{finding.path}</TableCell>
                        <TableCell>{finding.message}</TableCell>
                        <TableCell className="text-right">
                          <Link to={finding.fixHref} className="text-sm text-accent-strong hover:underline">
                            {finding.fixHref.startsWith('/admin') ? 'Corriger dans Contenu SEO' : 'Voir la page'}
                          </Link>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )
          ) : null}
        </CardContent>
      </Card>
      {files.isPending ? (
        <Loading />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <FilePreview title="sitemap.xml" content={sitemap} />
          <FilePreview title="robots.txt" content={files.data?.robots ?? null} />
        </div>
      )}
    </div>
  );
}

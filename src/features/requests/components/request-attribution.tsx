import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Tables } from '@/lib/db';

type Attribution = Pick<
  Tables<'quote_requests'>,
  'landing_page' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content'
>;

const labels: Record<keyof Attribution, string> = {
  landing_page: 'Page d’arrivée',
  referrer: 'Site référent',
  utm_source: 'Source',
  utm_medium: 'Support',
  utm_campaign: 'Campagne',
  utm_term: 'Mot-clé',
  utm_content: 'Contenu',
};

/** Where the visit that sent the request came from (docs/analytics.md), as plain text: no link to a site we do not know. */
export function RequestAttribution({ request }: { request: Attribution }) {
  const known = (Object.keys(labels) as (keyof Attribution)[]).filter((key) => request[key]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Origine de la visite</CardTitle>
      </CardHeader>
      <CardContent>
        {known.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Origine inconnue : accès direct, ou demande envoyée sans ces informations.
          </p>
        ) : (
          <dl className="grid gap-2 text-sm">
            {known.map((key) => (
              <div key={key} className="grid gap-0.5">
                <dt className="font-medium text-muted-foreground">{labels[key]}</dt>
                <dd className="break-words">{request[key]}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

import { sourceDimensions, useRequestSources, type SourceDimension } from '../api/fetch-request-sources';
import type { Period } from '../period';
import { RankingFigure } from './ranking-figure';

const dimensionText: Record<SourceDimension, { title: string; itemHeader: string; none: string; fileName: string; description: string }> = {
  landing_page: {
    title: 'Demandes par page d’arrivée',
    itemHeader: 'Page d’arrivée',
    none: 'Page inconnue',
    fileName: 'demandes-par-page-d-arrivee',
    description: 'La première page consultée lors de la visite qui a mené à la demande.',
  },
  referrer: {
    title: 'Demandes par site référent',
    itemHeader: 'Site référent',
    none: 'Accès direct',
    fileName: 'demandes-par-site-referent',
    description: 'Le site qui a dirigé le visiteur vers nous (moteur de recherche, partenaire…).',
  },
  utm_campaign: {
    title: 'Demandes par campagne',
    itemHeader: 'Campagne (UTM)',
    none: 'Sans campagne',
    fileName: 'demandes-par-campagne',
    description: 'Le paramètre utm_campaign de l’adresse de la visite.',
  },
};

/** Where the period's requests came from: landing page, referrer, UTM campaign (top 10 each). */
export function SourceFigures({ period }: { period: Period }) {
  const { data, status } = useRequestSources(period);
  return (
    <>
      {sourceDimensions.map((dimension) => {
        const text = dimensionText[dimension];
        return (
          <RankingFigure
            key={dimension}
            title={text.title}
            description={text.description}
            itemHeader={text.itemHeader}
            status={status}
            rows={(data?.[dimension] ?? []).map((row) => ({ label: row.source ?? text.none, requests: row.requests }))}
            emptyText="Aucune demande sur cette période."
            fileName={text.fileName}
          />
        );
      })}
    </>
  );
}

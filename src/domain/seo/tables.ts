import { seoStatusLabels } from '@/domain/seo/status';
import type { TableWords } from '@/domain/shared/table-words';

/** The SEO content of the public pages. */
export const seoTables: Readonly<Record<string, TableWords>> = {
  seo_content: {
    one: 'Contenu SEO',
    many: 'Contenus SEO',
    columns: {
      page_url: 'URL de la page',
      status: 'Statut',
      meta_title: 'Méta-titre',
      meta_description: 'Méta-description',
      h1: 'Titre H1',
      keywords: 'Mots-clés',
      canonical_url: 'URL canonique',
      og_title: 'Titre Open Graph',
      og_description: 'Description Open Graph',
      seo_score: 'Score SEO',
    },
    values: { status: seoStatusLabels },
  },
};

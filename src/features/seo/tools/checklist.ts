import type { Finding, FindingKind } from './audit';

/** One line of the dashboard's checklist: a check over every public page, as prerendered. */
export interface ChecklistItem {
  title: string;
  /** Pages failing the check (0: all good). */
  pages: number;
  /** What the check looks at, for the line's detail. */
  detail: string;
}

const checks: { title: string; kinds: FindingKind[]; detail: string }[] = [
  {
    title: 'Meta Tags',
    kinds: ['title-missing', 'title-length', 'title-duplicate', 'description-missing', 'description-length', 'description-duplicate'],
    detail: 'Titres et descriptions présents, uniques et de bonne longueur',
  },
  { title: 'Titre H1', kinds: ['h1-count'], detail: 'Un seul titre h1 par page' },
  { title: 'Textes alternatifs', kinds: ['image-alt'], detail: 'Chaque image a un attribut alt' },
  { title: 'Liens internes', kinds: ['broken-link'], detail: 'Aucun lien vers une page inexistante' },
  { title: 'Données structurées', kinds: ['jsonld-missing'], detail: 'JSON-LD présent sur chaque page' },
  { title: 'Sitemap.xml', kinds: ['not-in-sitemap'], detail: 'Chaque page publique y figure' },
];

/** The checklist from a crawl's findings: for each check, how many pages fail it. */
export function checklistFrom(findings: readonly Finding[]): ChecklistItem[] {
  return checks.map(({ title, kinds, detail }) => ({
    title,
    detail,
    pages: new Set(findings.filter((finding) => kinds.includes(finding.kind)).map((finding) => finding.path)).size,
  }));
}

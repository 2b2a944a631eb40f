import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { formatCount } from '@/lib/format';
import { checklistFrom } from '../tools/checklist';
import { useSiteAudit } from '../tools/fetch-site-files';
import { ChecklistRow, ExternalFileLink } from './seo-checklist-row';

/**
 * The checklist's lines, computed from the public pages as prerendered (what search engines read):
 * each check says how many pages fail it and leads to the tools screen that lists them. On the
 * development server, which serves no sitemap, only the files' links are shown.
 */
export function SiteChecks() {
  const audit = useSiteAudit();
  // On the published site a missing robots.txt is a finding; the development server serves none.
  const robotsMissing = Boolean(audit.data?.findings && !audit.data.robots);
  const robotsRow = (
    <ChecklistRow
      icon={robotsMissing ? <AlertTriangle aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
      tone={robotsMissing ? 'warning' : 'ok'}
      title="Robots.txt"
    >
      <ExternalFileLink href="/robots.txt" label="Voir le robots.txt" />
    </ChecklistRow>
  );
  if (audit.isPending) {
    return (
      <li className="rounded-md border border-border p-3 text-sm text-muted-foreground" role="status">
        Analyse des pages publiques en cours…
      </li>
    );
  }
  const findings = audit.data?.findings;
  if (!findings) {
    return (
      <>
        <ChecklistRow icon={<CheckCircle2 aria-hidden="true" />} title="Meta Tags">
          <span className="text-xs text-muted-foreground">Vérifiés page par page sur le site publié</span>
        </ChecklistRow>
        <ChecklistRow icon={<CheckCircle2 aria-hidden="true" />} title="Sitemap.xml">
          <ExternalFileLink href="/sitemap.xml" label="Voir le sitemap" />
        </ChecklistRow>
        {robotsRow}
      </>
    );
  }
  return (
    <>
      {checklistFrom(findings).map((item) => (
        <ChecklistRow
          key={item.title}
          tone={item.pages > 0 ? 'warning' : 'ok'}
          icon={item.pages > 0 ? <AlertTriangle aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          title={item.title}
        >
          {item.pages > 0 ? (
            <Button asChild size="sm" variant="outline">
              <Link to={paths.admin.seoTools}>{formatCount(item.pages, 'page à corriger', 'pages à corriger')}</Link>
            </Button>
          ) : (
            <span className="text-xs text-muted-foreground">{item.detail}</span>
          )}
          {item.title === 'Sitemap.xml' ? <ExternalFileLink href="/sitemap.xml" label="Voir le sitemap" /> : null}
        </ChecklistRow>
      ))}
      {robotsRow}
    </>
  );
}

import { useDeferredValue } from 'react';
import { markdownToHtml } from '@/lib/campaign-markdown';

/**
 * The e-mail as recipients will read it. markdown-it escapes everything (raw HTML disabled,
 * scripting links left as text), so its output is safe to insert.
 */
export function CampaignPreview({ subject, content }: { subject: string; content: string }) {
  const deferred = useDeferredValue(content);
  return (
    <section aria-labelledby="campaign-preview-title" className="grid gap-3 rounded-md border bg-background p-4">
      <h2 id="campaign-preview-title" className="text-sm font-semibold text-muted-foreground">
        Aperçu de l’e-mail
      </h2>
      <p className="text-lg font-semibold text-navy">
        {subject || <span className="text-muted-foreground">Sans objet</span>}
      </p>
      {deferred.trim() ? (
        <div
          data-testid="campaign-preview"
          className="prose-campaign grid gap-3 text-sm leading-relaxed [&_a]:text-accent-strong [&_a]:underline [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: markdownToHtml(deferred) }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Le contenu apparaîtra ici.</p>
      )}
      <p className="border-t pt-3 text-xs text-muted-foreground">
        Chaque e-mail se termine par un lien « Se désinscrire » propre au destinataire.
      </p>
    </section>
  );
}

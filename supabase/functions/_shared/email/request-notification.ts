import { renderLayout } from './layout.ts';
import { fullName, requestSummary, requestTypeLabels } from './request-content.ts';
import type { RenderContext, RenderedEmail, RequestPayload } from './types.ts';

/** To the sales team: a new request, what it says, and where to work it in the back-office. */
export function requestNotification(request: RequestPayload, context: RenderContext): RenderedEmail {
  const { noun } = requestTypeLabels[request.type];
  const who = request.company ? `${fullName(request)} (${request.company})` : fullName(request);
  const url = `${context.siteUrl.replace(/\/+$/, '')}/admin/quotes/${encodeURIComponent(request.quote_request_id)}`;
  const { text, html } = renderLayout(`Nouvelle ${noun}`, [
    { kind: 'paragraph', text: `${who} a envoyé une ${noun} depuis le site.` },
    { kind: 'link', label: 'Ouvrir la demande dans le back-office', url },
    ...requestSummary(request),
  ]);
  // A reply goes straight to the visitor.
  return { subject: `Nouvelle ${noun} : ${who}`, text, html, replyTo: request.email };
}

// The inbox's web page at http://127.0.0.1:54324: a list of messages and one message's view.
// Every value is escaped; a message's HTML is shown only inside a sandboxed iframe (no scripts,
// no same origin) under a CSP that blocks remote content.
import type { StoredMessage } from './store';

export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; frame-ancestors 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

const people = (list: StoredMessage['to']) => list.map((a) => (a.Name ? `${a.Name} <${a.Address}>` : a.Address)).join(', ');

function layout(title: string, body: string, refresh = false): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${escapeHtml(title)}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #0f172a; background: #f8fafc; }
  header, main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem; }
  header { border-bottom: 1px solid #e2e8f0; background: #0b1f3a; color: #fff; max-width: none; }
  h1 { font-size: 1.25rem; margin: 0; }
  a { color: #1d4ed8; }
  header a { color: #fff; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
  th { font-size: .8rem; text-transform: uppercase; color: #475569; }
  .unread td { font-weight: 600; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; padding: 1rem; }
  dt { color: #475569; }
  pre { white-space: pre-wrap; background: #fff; padding: 1rem; border: 1px solid #e2e8f0; }
  iframe { width: 100%; height: 36rem; border: 1px solid #e2e8f0; background: #fff; }
  .muted { color: #475569; }
</style>
</head>
<body>
<header><h1><a href="/">Boîte de réception locale</a></h1></header>
<main>
${body}
</main>
</body>
</html>`;
}

export function inboxPage(messages: readonly StoredMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr${m.read ? '' : ' class="unread"'}>
  <td>${escapeHtml(dateTime.format(m.created))}</td>
  <td>${escapeHtml(people(m.from ? [m.from] : []))}</td>
  <td>${escapeHtml(people(m.to))}</td>
  <td><a href="/view/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(sans objet)')}</a></td>
</tr>`,
    )
    .join('\n');
  const body = messages.length
    ? `<p class="muted">${messages.length} message(s), le plus récent en premier. Actualisation toutes les 5 secondes. API : <code>/api/v1/messages</code>.</p>
<table>
<thead><tr><th scope="col">Reçu le</th><th scope="col">De</th><th scope="col">À</th><th scope="col">Objet</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>Aucun message pour le moment. Les e-mails envoyés par la pile locale (authentification et e-mails métier) apparaîtront ici.</p>';
  return layout('Boîte de réception locale', body, true);
}

function attachments(message: StoredMessage): string {
  if (message.attachments.length === 0) return '';
  const links = message.attachments.map(
    (a) =>
      `<li><a href="/api/v1/message/${encodeURIComponent(message.id)}/part/${a.partId}">${escapeHtml(a.fileName || 'sans nom')}</a> (${escapeHtml(a.contentType)}, ${a.content.length} octets)</li>`,
  );
  return `<h2>Pièces jointes</h2>\n<ul>${links.join('')}</ul>`;
}

export function messagePage(message: StoredMessage): string {
  const field = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value || '-')}</dd>`;
  const html = message.html
    ? `<h2>Version HTML</h2>
<iframe sandbox title="Version HTML du message" srcdoc="${escapeHtml(message.html)}"></iframe>`
    : '';
  const body = `<p><a href="/">← Tous les messages</a></p>
<h2>${escapeHtml(message.subject || '(sans objet)')}</h2>
<dl>
${field('De', people(message.from ? [message.from] : []))}
${field('À', people(message.to))}
${field('Cc', people(message.cc))}
${field('Répondre à', people(message.replyTo))}
${field('Reçu le', dateTime.format(message.created))}
</dl>
<h2>Version texte</h2>
<pre>${escapeHtml(message.text || '(aucune)')}</pre>
${html}
${attachments(message)}
<p><a href="/api/v1/message/${encodeURIComponent(message.id)}/raw">Source brute</a> · <a href="/api/v1/message/${encodeURIComponent(message.id)}/headers">En-têtes (JSON)</a></p>`;
  return layout(message.subject || 'Message', body);
}

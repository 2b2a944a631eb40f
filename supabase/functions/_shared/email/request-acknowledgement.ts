import { emailSite } from './site.ts';
import { renderLayout } from './layout.ts';
import { fullName, nextSteps, requestSummary, requestTypeLabels } from './request-content.ts';
import type { RenderedEmail, RequestPayload } from './types.ts';

/** « du lundi au vendredi de 9h à 19h, le samedi de 10h à 18h » from the site's opening hours. */
function openingHoursText(): string {
  return emailSite.openingHours
    .filter((h) => h.hours !== 'Fermé')
    .map((h) => {
      const [first, last] = h.days.toLowerCase().split(' – ');
      const days = last ? `du ${first} au ${last}` : `le ${first}`;
      return `${days} de ${h.hours.replace(' – ', ' à ')}`;
    })
    .join(', ');
}

/** To the visitor, right after they sent a form: we have it, here is what you sent, what comes next. */
export function requestAcknowledgement(request: RequestPayload): RenderedEmail {
  const { noun } = requestTypeLabels[request.type];
  const { text, html } = renderLayout(`Nous avons bien reçu votre ${noun}`, [
    { kind: 'paragraph', text: `Bonjour ${fullName(request)},` },
    { kind: 'paragraph', text: `Merci d’avoir contacté ${emailSite.brand}. Votre ${noun} est bien enregistrée.` },
    { kind: 'heading', text: 'La suite' },
    { kind: 'paragraph', text: nextSteps[request.type] },
    {
      kind: 'paragraph',
      text: `Nous sommes joignables au ${emailSite.phone} ${openingHoursText()}. Pour compléter votre demande, répondez simplement à cet e-mail.`,
    },
    { kind: 'heading', text: 'Ce que vous nous avez envoyé' },
    ...requestSummary(request),
    { kind: 'paragraph', text: `Cordialement,\nL’équipe ${emailSite.brand}` },
  ]);
  return { subject: `${emailSite.brand} : nous avons bien reçu votre ${noun}`, text, html, replyTo: emailSite.email };
}

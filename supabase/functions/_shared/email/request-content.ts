// What the two request e-mails say about a request, by its type.
import { formatDateTime } from './format.ts';
import type { Block } from './layout.ts';
import type { RequestPayload, RequestType } from './types.ts';

export const requestTypeLabels: Record<RequestType, { noun: string; badge: string }> = {
  quote: { noun: 'demande de devis', badge: 'Devis' },
  partner: { noun: 'demande de partenariat', badge: 'Partenariat' },
  job: { noun: 'candidature', badge: 'Candidature' },
  documentation: { noun: 'demande de documentation', badge: 'Documentation' },
  contact: { noun: 'message', badge: 'Contact' },
};

/** What happens next, with the delays the site promises (spec §9). */
export const nextSteps: Record<RequestType, string> = {
  quote:
    'Un conseiller vous rappelle sous 2 h ouvrées pour préciser votre projet, puis vous adresse une proposition personnalisée sous 24 h.',
  partner:
    'Notre équipe partenariats étudie votre demande et vous répond sous 5 à 7 jours ouvrés. Un conseiller peut vous appeler d’ici là pour mieux connaître votre activité.',
  job: 'Notre équipe recrutement étudie votre candidature et revient vers vous par e-mail ; un processus de recrutement dure en moyenne 15 jours.',
  documentation: 'Un conseiller vous envoie les documents demandés par e-mail sous 24 h.',
  contact: 'Notre équipe vous répond par e-mail sous 24 h (sous 2 h ouvrées pour une demande de devis).',
};

export const fullName = (request: RequestPayload) => `${request.first_name} ${request.last_name}`;

/** What the visitor sent, as they typed it. */
export function requestSummary(request: RequestPayload): Block[] {
  return [
    {
      kind: 'fields',
      rows: [
        ['Nom', fullName(request)],
        ['E-mail', request.email],
        ['Téléphone', request.phone],
        ['Entreprise', request.company],
        ['SIRET', request.siret],
        ['Objet', request.subject],
        ['Envoyée le', formatDateTime(request.created_at)],
      ],
    },
    { kind: 'quote', text: request.message },
  ];
}

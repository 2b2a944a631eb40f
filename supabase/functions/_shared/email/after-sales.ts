import { formatDateTime, formatDay } from './format.ts';
import { renderLayout, signature, type Block } from './layout.ts';
import { emailSite } from './site.ts';
import type { ContractEndPayload, IncidentPayload, IncidentStatus, IncidentType, RenderedEmail } from './types.ts';

/** The labels of incidents_type_check and incidents_status_check, as the back-office shows them. */
export const incidentTypeLabels: Record<IncidentType, string> = {
  panne: 'Panne',
  casse: 'Casse',
  vol: 'Vol',
  autre: 'Autre',
};
export const incidentStatusLabels: Record<IncidentStatus, string> = {
  open: 'Ouvert',
  planned: 'Planifié',
  in_progress: 'En intervention',
  resolved: 'Résolu',
  closed: 'Clos',
};

const promise = { standard: '48 h', premium: '4 h' };

function greeting(name: string | null): Block {
  return { kind: 'paragraph', text: name ? `Bonjour ${name},` : 'Bonjour,' };
}

function incidentFields(incident: IncidentPayload): Block {
  return {
    kind: 'fields',
    rows: [
      ['Incident', incident.incident_number],
      ['Contrat', incident.contract_number],
      ['Type', incidentTypeLabels[incident.type]],
      [
        'Équipement',
        incident.product_name &&
          (incident.serial_number ? `${incident.product_name} (n° ${incident.serial_number})` : incident.product_name),
      ],
      ['Signalé le', formatDateTime(incident.reported_at)],
      ['Statut', incidentStatusLabels[incident.status]],
    ],
  };
}

/** To the customer, when an incident is recorded: its number and the promised intervention time. */
export function incidentAcknowledgement(incident: IncidentPayload): RenderedEmail {
  const { text, html } = renderLayout(`Incident ${incident.incident_number} enregistré`, [
    greeting(incident.reporter_name),
    {
      kind: 'paragraph',
      text: `Nous avons bien enregistré votre signalement sous le numéro ${incident.incident_number}. Rappelez ce numéro dans vos échanges avec nous.`,
    },
    incidentFields(incident),
    {
      kind: 'paragraph',
      text: `Votre contrat prévoit une intervention sur site sous ${promise[incident.service_level]} : au plus tard le ${formatDateTime(incident.deadline_at)}. Un technicien vous contacte pour convenir du rendez-vous.`,
    },
    ...(incident.type === 'vol'
      ? [
          {
            kind: 'paragraph' as const,
            text: 'En cas de vol, envoyez-nous le récépissé de votre dépôt de plainte en répondant à cet e-mail.',
          },
        ]
      : []),
    ...signature,
  ]);
  return {
    subject: `Votre incident ${incident.incident_number} est enregistré`,
    text,
    html,
    replyTo: emailSite.email,
  };
}

function statusSentence(incident: IncidentPayload): string {
  switch (incident.status) {
    case 'open':
      return 'Votre incident est ouvert : un technicien va être désigné.';
    case 'planned':
      return incident.planned_for
        ? `Une intervention est planifiée le ${formatDateTime(incident.planned_for)}.`
        : 'Une intervention est planifiée : un technicien vous contacte pour confirmer l’horaire.';
    case 'in_progress':
      return 'Notre technicien intervient sur votre équipement.';
    case 'resolved':
      return 'L’incident est résolu. Si le problème persiste, répondez à cet e-mail.';
    case 'closed':
      return 'L’incident est clos. Merci de votre confiance.';
  }
}

/** To the customer, at each status change of their incident. */
export function incidentStatus(incident: IncidentPayload): RenderedEmail {
  const label = incidentStatusLabels[incident.status];
  const { text, html } = renderLayout(`Incident ${incident.incident_number} : ${label}`, [
    greeting(incident.reporter_name),
    { kind: 'paragraph', text: statusSentence(incident) },
    incidentFields(incident),
    ...signature,
  ]);
  return {
    subject: `Incident ${incident.incident_number} : ${label}`,
    text,
    html,
    replyTo: emailSite.email,
  };
}

/** To the customer, three months before the contract ends: renew at a discount, upgrade or return. */
export function contractEndNotice(contract: ContractEndPayload): RenderedEmail {
  const end = formatDay(contract.end_date);
  const { text, html } = renderLayout(`Votre contrat ${contract.contract_number} arrive à échéance`, [
    greeting(`${contract.customer_first_name} ${contract.customer_last_name}`),
    {
      kind: 'paragraph',
      text: `Votre contrat de location ${contract.contract_number}${contract.customer_company ? ` (${contract.customer_company})` : ''} prend fin le ${end}. Trois possibilités s’offrent à vous :`,
    },
    {
      kind: 'fields',
      rows: [
        ['Renouveler', `un nouveau contrat avec ${contract.renewal_discount_percent} % de remise sur le loyer`],
        ['Évoluer', 'passer à un équipement plus récent'],
        ['Restituer', 'nous reprenons le matériel gratuitement à la fin du contrat'],
      ],
    },
    {
      kind: 'table',
      head: ['Équipement', 'N° de série'],
      rows: contract.items.map((item) => [
        item.product_brand ? `${item.product_name} (${item.product_brand})` : item.product_name,
        item.serial_number ?? '—',
      ]),
    },
    {
      kind: 'paragraph',
      text: 'Votre interlocuteur commercial vous appelle dans les prochains jours pour en parler ; vous pouvez aussi répondre à cet e-mail.',
    },
    ...signature,
  ]);
  return {
    subject: `Votre contrat ${contract.contract_number} prend fin le ${end}`,
    text,
    html,
    replyTo: emailSite.email,
  };
}

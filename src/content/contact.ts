import { site } from '@/config/site';
import { withFrenchTypography } from './typography';

/** /contact */
export const contactIntro = withFrenchTypography({
  eyebrow: 'Contact',
  title: 'Contactez-nous',
  lead: `Une question sur nos solutions, un contrat en cours ou une demande de document ? L’équipe ${site.brand}, basée à Paris, vous répond par téléphone ou par écrit.`,
  formTitle: 'Écrivez-nous',
  formLead: 'Nous répondons à chaque message sous 24h ouvrées.',
});

/** How to reach the Paris office, shown beside the map illustration. */
export const officeAccess = withFrenchTypography({
  title: 'Nos bureaux à Paris',
  lines: [
    'Métro : Chaussée d’Antin – La Fayette (lignes 7 et 9)',
    'RER A : Auber',
    'Gare Saint-Lazare à 8 minutes à pied',
  ],
  note: 'Accueil sur rendez-vous, du lundi au samedi.',
});

/** The three shortcuts of /contact, according to what the visitor needs. */
export const contactShortcuts = withFrenchTypography({
  quote: {
    title: 'Un projet d’équipement ?',
    text: 'Décrivez votre besoin : un chargé d’affaires vous rappelle sous 2h et vous adresse une proposition sous 24h.',
    cta: 'Demander un devis',
  },
  support: {
    title: 'Une panne ou un incident ?',
    text: 'Notre assistance technique répond 24h/24 et 7j/7 pour les pannes de matériel sous contrat.',
  },
  help: {
    title: 'Une question fréquente ?',
    text: 'Contrats, livraison, facturation, fin de contrat : retrouvez nos réponses dans le centre d’aide et la FAQ.',
    cta: 'Consulter la FAQ',
  },
});

/** Headings and copy of the /contact-pro page around the colleague's contact-pro content. */
export const contactProPage = withFrenchTypography({
  title: 'Demandez votre devis de location',
  formTitle: 'Votre demande de devis',
  formLead: 'Gratuit et sans engagement. Un chargé d’affaires étudie votre projet et vous rappelle rapidement.',
  commitmentsTitle: 'Nos engagements de réactivité',
  faqTitle: 'Questions fréquentes sur votre demande',
});

/** /devenir-partenaire around the colleague's partner content. */
export const partnerPage = withFrenchTypography({
  eyebrow: 'Programme partenaires',
  audiencesTitle: 'À qui s’adresse le programme ?',
  benefitsTitle: 'Les avantages partenaires',
  formTitle: 'Envoyez votre candidature',
  formLead: 'Présentez votre entreprise, votre activité et le type de clients que vous accompagnez.',
  formSubject: 'Candidature partenaire',
  submitLabel: 'Envoyer ma candidature',
  messagePlaceholder: 'Présentez votre activité, vos clients et les projets d’affichage que vous pourriez nous confier…',
  messageHint: 'Zone d’intervention, nombre de projets par an, types de clients : ces éléments nous aident à étudier votre candidature.',
  summaryTitle: 'Le programme en bref',
  summary: [
    'Une commission de 5 à 8 % sur chaque contrat financé',
    'Une réponse de financement sous 24 à 48h',
    'Un responsable partenaires dédié',
    'Des outils de vente et une formation à nos offres',
    'Une candidature étudiée sous 5 à 7 jours ouvrés',
  ],
});

/** /carrieres around the colleague's careers content. */
export const careersPage = withFrenchTypography({
  eyebrow: 'Carrières',
  perksTitle: 'Pourquoi nous rejoindre ?',
  jobsTitle: 'Nos offres d’emploi',
  jobsLead: 'Quatre postes sont ouverts en ce moment. Cliquez sur « Postuler » : le sujet de votre message sera prérempli.',
  detailsLabel: 'Voir le détail du poste',
  missionsTitle: 'Vos missions',
  profileTitle: 'Votre profil',
  applyLabel: 'Postuler',
  processTitle: 'Notre processus de recrutement',
  spontaneousSubject: 'Candidature spontanée',
});

/** The subject prefilled in the /contact form when applying to a job. */
export function jobApplicationSubject(job: { title: string; contractType: string }): string {
  return `Candidature : ${job.title} (${job.contractType})`;
}

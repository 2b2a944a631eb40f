import { withFrenchTypography } from '../typography';
import type { IconCard, QuestionAnswer } from '../types';

/** /contact-pro */
export const contactProIntro = withFrenchTypography({
  title: 'Contact Pro',
  lead: 'Décrivez-nous votre projet : un chargé d’affaires vous rappelle rapidement avec une proposition adaptée à votre activité.',
  formFootnote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
});

/** Service commitments shown beside the quote form. */
export const contactProCommitments: IconCard[] = withFrenchTypography([
  {
    icon: 'PhoneCall',
    title: 'Rappel sous 2h',
    text: 'Pendant nos heures d’ouverture, un chargé d’affaires vous rappelle sous 2h.',
  },
  {
    icon: 'FileText',
    title: 'Proposition sous 24h',
    text: 'Vous recevez une offre de location détaillée sous 24h.',
  },
  {
    icon: 'Truck',
    title: 'Livraison sous 7 à 15 jours',
    text: 'Votre matériel est livré et installé sous 7 à 15 jours ouvrés après la signature.',
  },
  {
    icon: 'Wrench',
    title: 'Intervention sous 48h',
    text: 'En cas de panne, un technicien intervient sur site sous 48h.',
  },
  {
    icon: 'MapPinCheck',
    title: 'Visite technique offerte',
    text: 'Pour tout projet de plus de 50 000 € HT, un technicien vient étudier votre site gratuitement.',
  },
]);

export const contactProFaq: QuestionAnswer[] = withFrenchTypography([
  {
    id: 'delai-rappel',
    question: 'Sous quel délai serai-je recontacté ?',
    answer:
      'Pendant nos heures d’ouverture, un chargé d’affaires vous rappelle sous 2h. Si vous nous écrivez le soir ou le dimanche, nous vous appelons dès la réouverture.',
  },
  {
    id: 'delai-proposition',
    question: 'Quand recevrai-je ma proposition ?',
    answer:
      'Sous 24h après notre échange, vous recevez une proposition détaillée : matériel, services inclus, durée et loyer mensuel hors taxes.',
  },
  {
    id: 'visite-technique',
    question: 'La visite technique est-elle payante ?',
    answer:
      'Elle est gratuite pour tout projet de plus de 50 000 € HT. En dessous de ce montant, nous étudions votre installation à partir de photos et de plans, ce qui suffit dans la grande majorité des cas.',
  },
  {
    id: 'siret-obligatoire',
    question: 'Dois-je renseigner mon numéro SIRET ?',
    answer:
      'Ce n’est pas obligatoire pour une première demande. Le renseigner nous permet toutefois de préparer l’étude de votre dossier et d’accélérer votre proposition.',
  },
  {
    id: 'engagement',
    question: 'Ma demande de devis m’engage-t-elle ?',
    answer:
      'Non. La demande et la proposition sont gratuites et sans engagement. Vous ne vous engagez qu’en signant votre contrat de location.',
  },
]);

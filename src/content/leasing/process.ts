import { withFrenchTypography } from '../typography';
import type { IconName } from '../types';

export interface ProcessStep {
  step: number;
  icon: IconName;
  title: string;
  text: string;
  /** Short delay shown beside the step, e.g. 'Sous 24h'. */
  duration: string;
}

export interface HowItWorksStep {
  step: number;
  icon: IconName;
  title: string;
  text: string;
}

/** /comment-ca-marche */
export const processIntro = withFrenchTypography({
  title: 'Comment ça marche ?',
  lead: 'De votre premier appel à la mise en service de vos écrans, six étapes simples, un interlocuteur unique et des délais tenus.',
});

export const processSteps: ProcessStep[] = withFrenchTypography([
  {
    step: 1,
    icon: 'MessageSquare',
    title: 'Vous nous présentez votre projet',
    text: 'Par téléphone ou via le formulaire Contact Pro, décrivez votre besoin : type d’écran, emplacement, usage, budget. Pour les projets de plus de 50 000 € HT, un technicien se déplace gratuitement pour une visite technique.',
    duration: 'Rappel sous 2h ouvrées',
  },
  {
    step: 2,
    icon: 'FileText',
    title: 'Vous recevez une proposition sur mesure',
    text: 'Votre chargé d’affaires vous adresse une proposition détaillée : matériel, services inclus, durée de 12 à 60 mois et loyer mensuel hors taxes. Vous pouvez comparer plusieurs durées.',
    duration: 'Sous 24h',
  },
  {
    step: 3,
    icon: 'FolderCheck',
    title: 'Nous étudions votre dossier',
    text: 'Transmettez un extrait Kbis de moins de 3 mois, vos 2 derniers bilans et un RIB. Aucun apport n’est demandé, et le montant minimum d’un dossier est de 5 000 € HT.',
    duration: '24 à 48h',
  },
  {
    step: 4,
    icon: 'PenLine',
    title: 'Vous signez votre contrat',
    text: 'Une fois le dossier accepté, vous signez votre contrat de location. Nous commandons le matériel et convenons avec vous de la date d’installation.',
    duration: 'Dès l’accord',
  },
  {
    step: 5,
    icon: 'Truck',
    title: 'Nous livrons, installons et formons',
    text: 'Nos techniciens livrent, installent et mettent en service vos équipements, puis forment vos équipes pendant 2h. Comptez 3 à 6 semaines pour une réalisation sur mesure.',
    duration: '7 à 15 jours ouvrés',
  },
  {
    step: 6,
    icon: 'ShieldCheck',
    title: 'Nous vous accompagnons jusqu’au bout',
    text: 'Assistance 24h/7j en cas de panne, intervention sur site sous 48h et garantie pendant toute la durée du contrat. Trois mois avant l’échéance, nous préparons ensemble la suite : restitution, renouvellement ou rachat.',
    duration: 'Toute la durée du contrat',
  },
]);

/** Home page « comment ça marche » summary. */
export const homeHowItWorks: HowItWorksStep[] = withFrenchTypography([
  {
    step: 1,
    icon: 'Monitor',
    title: 'Choisissez votre équipement',
    text: 'Parcourez notre catalogue ou décrivez-nous votre projet.',
  },
  {
    step: 2,
    icon: 'FileText',
    title: 'Recevez votre proposition',
    text: 'Une offre de location personnalisée sous 24h.',
  },
  {
    step: 3,
    icon: 'FolderCheck',
    title: 'Validez votre dossier',
    text: 'Trois pièces à fournir, une réponse sous 24 à 48h.',
  },
  {
    step: 4,
    icon: 'Rocket',
    title: 'Diffusez vos contenus',
    text: 'Livraison, installation et formation incluses, sous 7 à 15 jours ouvrés.',
  },
]);

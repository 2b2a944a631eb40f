import { site } from '@/config/site';
import { keyFigures } from './figures';
import { withFrenchTypography } from './typography';
import type { IconCard, IconName } from './types';

export { keyFigures } from './figures';
export type { KeyFigure } from './figures';

export interface TimelineMilestone {
  year: number;
  title: string;
  text: string;
}

export interface CompanyValue {
  icon: IconName;
  title: string;
  text: string;
}

export interface CommitmentGroup {
  id: 'qualite' | 'environnement' | 'social' | 'garanties';
  title: string;
  intro: string;
  items: IconCard[];
}

/* ----- /a-propos ----- */

export const about = withFrenchTypography({
  title: `À propos de ${site.brand}`,
  lead: `Depuis 2010, ${site.brand} permet aux entreprises de s’équiper en écrans professionnels et en affichage dynamique sans immobiliser leur trésorerie.`,
  history: [
    `${site.brand} est née en 2010 à Paris d’un constat simple : les écrans transforment la relation entre une enseigne et ses clients, mais leur prix d’achat freine la plupart des commerces et des PME. Ses fondateurs, issus du financement d’équipements et de l’audiovisuel professionnel, ont imaginé une offre de location tout compris : le matériel, l’installation, la formation et le service après-vente pour un loyer mensuel fixe.`,
    `Des premiers écrans LCD installés dans des boutiques parisiennes aux murs d’images de plusieurs dizaines de mètres carrés, l’entreprise a grandi avec ses clients. Elle accompagne aujourd’hui ${site.figures.clients} entreprises partout en France : commerces, restaurants, hôtels, réseaux d’enseignes, cabinets et professions libérales.`,
    `Notre équipe de ${site.figures.employees} personnes réunit chargés d’affaires, chefs de projet, techniciens et spécialistes du financement. Tous partagent la même exigence : que chaque écran installé soit fiable, utile et rentable pour celui qui l’utilise.`,
  ],
  figures: keyFigures,
  mission: {
    title: 'Notre mission',
    text: 'Rendre l’affichage dynamique accessible à toutes les entreprises, quelle que soit leur taille, en réunissant dans un seul loyer le matériel, son installation et un service après-vente réactif. Nos clients se concentrent sur leur activité ; nous nous occupons du reste.',
  },
  vision: {
    title: 'Notre vision',
    text: 'Un équipement professionnel doit être utilisé longtemps, entretenu sérieusement et réemployé quand il est restitué. Nous voulons devenir la référence française de la location d’écrans professionnels responsable, où chaque appareil connaît plusieurs vies avant d’être recyclé.',
  },
});

export const timeline: TimelineMilestone[] = withFrenchTypography([
  {
    year: 2010,
    title: 'Création à Paris',
    text: `${site.brand} signe ses premiers contrats de location d’écrans LCD avec des commerces parisiens.`,
  },
  {
    year: 2012,
    title: 'Premier mur d’images',
    text: 'Un mur d’images de douze écrans est installé dans le hall d’un centre d’affaires de La Défense : notre première réalisation sur mesure.',
  },
  {
    year: 2014,
    title: 'L’offre clé en main',
    text: 'Le logiciel de diffusion, l’installation et la formation des équipes sont désormais inclus dans chaque loyer.',
  },
  {
    year: 2016,
    title: '1 000e client',
    text: 'Un réseau de boulangeries franciliennes devient notre millième client et équipe ses boutiques d’écrans menus.',
  },
  {
    year: 2018,
    title: 'Couverture nationale',
    text: 'Avec nos techniciens et nos installateurs partenaires, nous intervenons sous 48h partout en France métropolitaine.',
  },
  {
    year: 2020,
    title: 'Atelier de reconditionnement',
    text: 'Les équipements restitués en fin de contrat sont contrôlés, reconditionnés et remis en location pour une seconde vie.',
  },
  {
    year: 2022,
    title: 'Programme partenaires',
    text: 'Intégrateurs, revendeurs et agences peuvent proposer nos solutions de location à leurs propres clients.',
  },
  {
    year: 2024,
    title: '2 500 clients',
    text: 'Nous franchissons le cap des 2 500 entreprises clientes, du commerce indépendant aux réseaux nationaux.',
  },
]);

export const companyValues: CompanyValue[] = withFrenchTypography([
  {
    icon: 'Eye',
    title: 'Transparence',
    text: 'Un loyer clair, des services détaillés et aucun frais caché : vous savez dès la proposition ce que vous paierez jusqu’au dernier mois.',
  },
  {
    icon: 'Handshake',
    title: 'Proximité',
    text: 'Un interlocuteur unique suit votre dossier, de la première demande au renouvellement de votre contrat.',
  },
  {
    icon: 'Zap',
    title: 'Réactivité',
    text: 'Rappel sous 2h, proposition sous 24h, intervention sur site sous 48h : nos délais sont des engagements.',
  },
  {
    icon: 'Award',
    title: 'Exigence',
    text: 'Nous sélectionnons des équipements professionnels conçus pour durer et testons chacun d’eux avant sa livraison.',
  },
  {
    icon: 'Leaf',
    title: 'Responsabilité',
    text: 'Reconditionnement, recyclage et écrans économes en énergie : nous réduisons l’empreinte de chaque installation.',
  },
  {
    icon: 'Lightbulb',
    title: 'Innovation',
    text: 'Nous suivons de près les évolutions de l’affichage dynamique pour vous proposer des technologies utiles, pas des gadgets.',
  },
]);

/* ----- /nos-engagements ----- */

export const commitmentsIntro = withFrenchTypography({
  title: 'Nos engagements',
  lead: `Qualité du matériel, respect de l’environnement, attention portée à nos équipes et garanties solides : voici ce sur quoi ${site.brand} s’engage auprès de chacun de ses clients.`,
  figures: keyFigures,
});

export const commitmentGroups: CommitmentGroup[] = withFrenchTypography([
  {
    id: 'qualite',
    title: 'Qualité',
    intro: 'Un écran professionnel doit fonctionner tous les jours, pendant des années. Nous y veillons à chaque étape.',
    items: [
      {
        icon: 'BadgeCheck',
        title: 'Un matériel sélectionné',
        text: 'Nous retenons des fabricants reconnus et des dalles de qualité professionnelle, conçues pour un usage intensif.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Des contrôles avant livraison',
        text: 'Chaque équipement, neuf ou reconditionné, est testé et calibré dans notre atelier avant de vous être livré.',
      },
      {
        icon: 'ThumbsUp',
        title: 'Une satisfaction mesurée',
        text: `Nous interrogeons nos clients après chaque installation et chaque intervention : ${site.figures.satisfaction} d’entre eux se déclarent satisfaits.`,
      },
    ],
  },
  {
    id: 'environnement',
    title: 'Environnement',
    intro: 'La location est par nature une économie de l’usage : un équipement bien entretenu sert plus longtemps et à plusieurs clients.',
    items: [
      {
        icon: 'RefreshCw',
        title: 'Le reconditionnement',
        text: 'Les équipements restitués en fin de contrat sont contrôlés, remis à neuf dans notre atelier et proposés à nouveau à la location.',
      },
      {
        icon: 'Recycle',
        title: 'Le recyclage DEEE',
        text: 'Les appareils qui ne peuvent plus être réemployés sont confiés à un éco-organisme agréé de la filière des déchets d’équipements électriques et électroniques (DEEE), qui en valorise les composants.',
      },
      {
        icon: 'Leaf',
        title: 'Des écrans économes en énergie',
        text: 'Nous privilégions des dalles LED à haut rendement, réglons la luminosité selon l’éclairage ambiant et programmons la mise en veille en dehors de vos horaires d’ouverture.',
      },
      {
        icon: 'Truck',
        title: 'Une logistique raisonnée',
        text: 'Nos tournées de livraison et d’intervention sont regroupées par zone, et nos emballages de transport sont réutilisés.',
      },
    ],
  },
  {
    id: 'social',
    title: 'Social',
    intro: 'Notre qualité de service repose sur des équipes formées, reconnues et stables.',
    items: [
      {
        icon: 'GraduationCap',
        title: 'La formation',
        text: 'Chaque collaborateur dispose d’un budget formation de 1 500 € par an, en plus des formations techniques sur nos équipements.',
      },
      {
        icon: 'MapPin',
        title: 'L’emploi local',
        text: 'Nos techniciens salariés et nos installateurs partenaires interviennent près de chez eux, partout en France.',
      },
      {
        icon: 'Users',
        title: 'L’ouverture',
        text: 'Nous accueillons chaque année des alternants et recrutons sur les compétences, dans le respect de l’égalité professionnelle entre les femmes et les hommes.',
      },
    ],
  },
  {
    id: 'garanties',
    title: 'Garanties',
    intro: 'Pendant toute la durée de votre contrat, votre affichage est couvert et suivi.',
    items: [
      {
        icon: 'ShieldCheck',
        title: 'Garantie sur toute la durée',
        text: 'La garantie de 3 à 5 ans de nos équipements est étendue à toute la durée de votre contrat : pièces, main-d’œuvre et déplacement.',
      },
      {
        icon: 'Clock',
        title: 'Intervention sous 48h',
        text: 'Un technicien intervient sur site sous 48h, ou sous 4h avec l’option premium.',
      },
      {
        icon: 'Repeat',
        title: 'Matériel de remplacement',
        text: 'Si une réparation dure plus de 5 jours, nous installons un équipement de remplacement sans frais.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Maintenance préventive',
        text: 'Pour les installations critiques, un technicien effectue une visite de contrôle chaque trimestre.',
      },
      {
        icon: 'Headphones',
        title: 'Assistance 24h/7j',
        text: `Notre ligne d’assistance (${site.supportPhone}) répond jour et nuit en cas de panne ; les e-mails reçoivent une réponse sous 24h.`,
      },
      {
        icon: 'PackageCheck',
        title: 'Reprise gratuite',
        text: 'En fin de contrat, nous reprenons gratuitement votre matériel pour le reconditionner ou le recycler.',
      },
    ],
  },
]);

import { site } from '@/config/site';
import { withFrenchTypography } from './typography';

export type ContractType = 'CDI' | 'CDD' | 'Alternance' | 'Stage';

export interface JobListing {
  id: string;
  title: string;
  location: string;
  contractType: ContractType;
  department: string;
  description: string;
  missions: string[];
  requirements: string[];
}

export interface CareerPerk {
  title: string;
  text: string;
}

export interface RecruitmentStep {
  title: string;
  text: string;
}

export const careersIntro = withFrenchTypography({
  title: `Rejoignez l’équipe ${site.brand}`,
  lead: `Nous sommes ${site.figures.employees} passionnés de technologie, de financement et de service client, réunis à Paris pour rendre l’affichage dynamique accessible à toutes les entreprises.`,
});

export const jobListings: JobListing[] = withFrenchTypography([
  {
    id: 'charge-affaires-b2b',
    title: 'Chargé(e) d’affaires B2B',
    location: 'Paris 9e',
    contractType: 'CDI',
    department: 'Commercial',
    description:
      'Au sein d’une équipe commerciale de huit personnes, vous accompagnez les commerces, restaurants et réseaux d’enseignes dans leurs projets d’affichage dynamique, du premier appel à la signature du contrat. Vous êtes l’interlocuteur privilégié de vos clients tout au long de la relation.',
    missions: [
      'Qualifier les demandes entrantes et rappeler les prospects sous 2h ouvrées',
      'Construire des propositions de location adaptées au besoin et au budget de chaque client',
      'Monter les dossiers de financement et suivre leur validation',
      'Développer votre portefeuille et préparer les renouvellements de contrats',
    ],
    requirements: [
      'Formation commerciale de niveau bac+3 à bac+5',
      'Première expérience réussie de 2 ans minimum en vente B2B, idéalement en financement, leasing ou solutions techniques',
      'Aisance relationnelle au téléphone comme en rendez-vous',
      'Maîtrise d’un outil de gestion de la relation client',
    ],
  },
  {
    id: 'technicien-installateur-led',
    title: 'Technicien(ne) installateur LED',
    location: 'Île-de-France, déplacements ponctuels en région',
    contractType: 'CDI',
    department: 'Technique',
    description:
      'Vous installez et mettez en service nos écrans LED, murs d’images et totems chez nos clients, puis formez leurs équipes à leur utilisation. Vous intervenez aussi en dépannage et en maintenance préventive, avec un véhicule de service équipé.',
    missions: [
      'Installer, raccorder et paramétrer les équipements sur site',
      'Former les utilisateurs lors de la mise en service',
      'Diagnostiquer et réparer les pannes dans le respect de nos délais d’intervention',
      'Réaliser les visites de maintenance préventive et en rédiger les comptes rendus',
    ],
    requirements: [
      'Formation en électronique, électrotechnique ou audiovisuel (bac pro à BTS)',
      'Habilitation électrique à jour ou capacité à l’obtenir rapidement',
      'Permis B indispensable',
      'Sens du service et soin apporté au travail chez le client',
    ],
  },
  {
    id: 'chef-projet-affichage-dynamique',
    title: 'Chef(fe) de projet affichage dynamique',
    location: 'Paris 9e',
    contractType: 'CDI',
    department: 'Projets',
    description:
      'Vous pilotez les déploiements multisites et les réalisations sur mesure, du cahier des charges à la réception de l’installation. Vous coordonnez nos techniciens, nos fournisseurs et les interlocuteurs du client pour tenir les délais et la qualité promis.',
    missions: [
      'Recueillir le besoin et rédiger le cahier des charges technique',
      'Planifier les visites techniques, la fabrication et les installations',
      'Suivre le budget et le planning, et informer le client à chaque étape',
      'Organiser la recette et la formation des équipes du client',
    ],
    requirements: [
      'Formation d’ingénieur ou bac+5 en gestion de projet',
      '3 ans d’expérience minimum en gestion de projets techniques, idéalement dans l’audiovisuel ou l’affichage dynamique',
      'Rigueur d’organisation et aisance dans la coordination d’équipes',
      'Bonne compréhension des réseaux et des systèmes de diffusion de contenus',
    ],
  },
  {
    id: 'alternant-marketing-digital',
    title: 'Alternant(e) marketing digital',
    location: 'Paris 9e',
    contractType: 'Alternance',
    department: 'Marketing',
    description:
      'Pour une alternance de 12 à 24 mois, vous rejoignez notre équipe marketing et participez à l’acquisition de nouveaux clients professionnels. Vous travaillez sur le site, les contenus et les campagnes, avec une vraie autonomie.',
    missions: [
      'Optimiser le référencement naturel et les pages du site',
      'Rédiger des contenus : études de cas, guides pratiques, newsletters',
      'Suivre les campagnes et les indicateurs d’acquisition de leads',
      'Participer à l’organisation de salons professionnels',
    ],
    requirements: [
      'Formation en marketing ou communication digitale, de bac+3 à bac+5',
      'Excellente orthographe et goût pour la rédaction',
      'Première connaissance des outils d’analyse d’audience et de référencement',
      'Curiosité pour la technologie et le monde de l’entreprise',
    ],
  },
]);

export const careerPerks: CareerPerk[] = withFrenchTypography([
  {
    title: 'Formation continue',
    text: 'Chaque collaborateur dispose d’un budget formation de 1 500 € par an, en plus des formations techniques sur nos équipements.',
  },
  {
    title: 'Une équipe à taille humaine',
    text: `${site.figures.employees} collaborateurs, des décisions rapides et des responsabilités réelles dès votre arrivée.`,
  },
  {
    title: 'Des locaux au cœur de Paris',
    text: 'Nos bureaux du 9e arrondissement sont à quelques minutes à pied de la gare Saint-Lazare et de l’Opéra.',
  },
  {
    title: 'Un métier utile',
    text: 'Vous aidez chaque jour des commerces et des entreprises à s’équiper sans immobiliser leur trésorerie.',
  },
]);

export const recruitmentProcess = withFrenchTypography({
  averageDuration: 'Notre processus de recrutement dure 15 jours en moyenne, de votre candidature à notre réponse finale.',
  steps: [
    { title: 'Candidature', text: 'Envoyez votre CV et quelques lignes sur votre motivation.' },
    { title: 'Premier échange', text: 'Un entretien téléphonique de 30 minutes avec notre équipe recrutement.' },
    { title: 'Entretiens', text: 'Une rencontre avec votre futur responsable et un membre de l’équipe.' },
    { title: 'Réponse', text: 'Nous vous donnons notre décision, quelle qu’elle soit, et un retour argumenté.' },
  ] satisfies RecruitmentStep[],
});

export const spontaneousApplication = withFrenchTypography({
  title: 'Vous ne trouvez pas le poste qui vous correspond ?',
  text: 'Envoyez-nous une candidature spontanée : nous étudions chaque profil avec attention et revenons vers vous dès qu’une opportunité se présente.',
  buttonLabel: 'Candidature spontanée',
});

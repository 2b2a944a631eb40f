import { site } from '@/config/site';
import { keyFigures } from '../figures';
import { withFrenchTypography } from '../typography';
import type { IconCard } from '../types';

export interface ComparisonRow {
  criterion: string;
  leasing: string;
  cashPurchase: string;
}

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  company: string;
  quote: string;
}

export const leasingIntro = withFrenchTypography({
  title: 'Le leasing opérationnel, comment ça marche ?',
  lead: 'Équipez-vous des meilleurs écrans professionnels pour un loyer mensuel fixe, sans apport et avec tous les services inclus.',
  paragraphs: [
    `La location longue durée, ou leasing opérationnel, consiste à utiliser un équipement sans l’acheter. ${site.brand} acquiert le matériel que vous avez choisi et vous le loue pour une durée de 12 à 60 mois, contre des loyers mensuels fixes. Vous n’avez aucun apport à verser : votre trésorerie reste disponible pour votre activité.`,
    'Les loyers sont des charges d’exploitation, déductibles à 100 % de votre résultat imposable. Selon les normes comptables françaises, le matériel loué n’apparaît pas à l’actif de votre bilan : votre capacité d’emprunt est préservée pour vos autres projets.',
    'Le loyer comprend bien plus que le matériel : installation, formation de vos équipes, garantie étendue à toute la durée du contrat, maintenance et service après-vente. En fin de contrat, vous choisissez de restituer l’équipement, de le renouveler par un modèle plus récent ou de le racheter.',
  ],
});

export const leasingKeyPoints: IconCard[] = withFrenchTypography([
  {
    icon: 'CalendarRange',
    title: 'Des loyers fixes',
    text: 'Un montant mensuel connu dès la signature, pour une durée de 12 à 60 mois.',
  },
  {
    icon: 'Wallet',
    title: 'Aucun apport',
    text: 'Vous ne payez que vos loyers : votre trésorerie reste disponible.',
  },
  {
    icon: 'Percent',
    title: '100 % déductible',
    text: 'Les loyers sont des charges d’exploitation, entièrement déductibles de votre résultat.',
  },
  {
    icon: 'Scale',
    title: 'Hors bilan',
    text: 'Le matériel loué n’est pas inscrit à l’actif de votre bilan (normes comptables françaises).',
  },
  {
    icon: 'Wrench',
    title: 'Maintenance incluse',
    text: 'Garantie, maintenance et service après-vente sont compris pendant toute la durée du contrat.',
  },
]);

export const comparisonTable = withFrenchTypography({
  title: 'Leasing ou achat comptant : la comparaison',
  columns: { criterion: 'Critère', leasing: 'Leasing', cashPurchase: 'Achat comptant' },
  rows: [
    {
      criterion: 'Apport initial',
      leasing: 'Aucun apport',
      cashPurchase: '100 % du prix à la commande',
    },
    {
      criterion: 'Trésorerie',
      leasing: 'Préservée, loyers mensuels fixes',
      cashPurchase: 'Fortement mobilisée dès l’achat',
    },
    {
      criterion: 'Traitement fiscal',
      leasing: 'Loyers déductibles à 100 %',
      cashPurchase: 'Amortissement sur plusieurs années',
    },
    {
      criterion: 'Bilan',
      leasing: 'Hors bilan (normes françaises)',
      cashPurchase: 'Immobilisation inscrite à l’actif',
    },
    {
      criterion: 'Capacité d’emprunt',
      leasing: 'Intacte',
      cashPurchase: 'Réduite en cas de financement bancaire',
    },
    {
      criterion: 'Installation et formation',
      leasing: 'Incluses',
      cashPurchase: 'À organiser et à payer en plus',
    },
    {
      criterion: 'Maintenance et SAV',
      leasing: 'Inclus pendant toute la durée du contrat',
      cashPurchase: 'À votre charge après la garantie du fabricant',
    },
    {
      criterion: 'Dépannage',
      leasing: 'Sur site sous 48h, matériel de remplacement',
      cashPurchase: 'Selon les conditions du fabricant',
    },
    {
      criterion: 'Évolution technologique',
      leasing: 'Renouvellement avec 10 % de remise',
      cashPurchase: 'Matériel vieillissant à revendre',
    },
    {
      criterion: 'Fin de vie du matériel',
      leasing: 'Reprise gratuite, reconditionnement ou recyclage',
      cashPurchase: 'Élimination DEEE à organiser',
    },
  ] satisfies ComparisonRow[],
});

export const simulatorNote =
  'Estimation indicative hors taxes, sans engagement. Le loyer définitif dépend de la configuration retenue et de l’étude de votre dossier.';

export const leasingFigures = keyFigures;

export const testimonials: Testimonial[] = withFrenchTypography([
  {
    id: 'maison-lucca',
    name: 'Julien Marchetti',
    role: 'Directeur des opérations',
    company: 'Maison Lucca, 14 restaurants italiens',
    quote:
      'Nous avons remplacé les menus imprimés de nos quatorze restaurants par des écrans dynamiques, sans sortir un euro d’investissement. Nous changeons nos prix et nos suggestions du jour en quelques clics, et le jour où un écran est tombé en panne, le technicien était là le lendemain matin.',
  },
  {
    id: 'optique-horizon',
    name: 'Sophie Lambert',
    role: 'Responsable marketing du réseau',
    company: 'Optique Horizon, 32 magasins',
    quote:
      'Les écrans de vitrine ont été installés dans nos magasins en trois semaines, avec une formation pour chaque équipe. Le loyer fixe simplifie nos budgets, et nous savons déjà que nous renouvellerons le contrat avec du matériel plus récent.',
  },
]);

import { site } from '@/config/site';
import { withFrenchTypography } from './typography';

/** Headings and short copy of /leasing (with its simulator) and /comment-ca-marche. */

export const simulatorText = withFrenchTypography({
  eyebrow: 'Simulateur',
  title: 'Simulez votre loyer mensuel',
  intro:
    'Faites varier la valeur de votre équipement et la durée du contrat : le loyer estimé se met à jour instantanément.',
  valueLabel: 'Valeur de l’équipement',
  durationLabel: 'Durée du contrat',
  resultLabel: 'Votre loyer estimé',
  perMonth: 'HT/mois',
  totalLabel: 'Total des loyers sur la durée :',
  cta: 'Recevoir ma proposition',
  included: ['Installation et formation incluses', 'Maintenance et SAV 24h/7j', 'Aucun apport à verser'],
});

export const leasingPageText = withFrenchTypography({
  eyebrow: 'Le leasing',
  explainerTitle: 'Utiliser plutôt que posséder',
  keyPointsTitle: 'Ce que la location vous apporte',
  comparisonIntro:
    'Au-delà du prix, la location change la façon dont vous financez, utilisez et renouvelez vos équipements.',
  comparisonCaption:
    'Comparatif indicatif entre la location longue durée VisioLease et un achat comptant, critère par critère.',
  figuresTitle: `${site.brand} en chiffres`,
  testimonialsTitle: 'Ils ont choisi la location',
  closingTitle: 'Un projet d’affichage en tête ?',
  closingText: 'Un chargé d’affaires vous rappelle sous 2h ouvrées et vous adresse une proposition détaillée sous 24h.',
  primaryCta: 'Demander un devis',
  secondaryCta: 'Simuler mon loyer',
});

export const processPageText = withFrenchTypography({
  eyebrow: 'Comment ça marche',
  stepsTitle: 'Six étapes, un interlocuteur unique',
  stepsIntro:
    'Un chargé d’affaires suit votre projet de la première demande jusqu’à la fin de votre contrat, et vous tient informé à chaque étape.',
  highlights: [
    'Aucun apport à verser',
    'Proposition sous 24h',
    'Livraison sous 7 à 15 jours ouvrés',
    'SAV 24h/7j inclus',
  ],
  stepLabel: (step: number) => `Étape ${step}`,
  closingTitle: 'Prêt à lancer votre projet ?',
  closingText: 'Présentez-nous votre besoin : la proposition est gratuite et sans engagement.',
  primaryCta: 'Demander un devis',
  secondaryCta: 'Simuler mon loyer',
});

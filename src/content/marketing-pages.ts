import { site } from '@/config/site';
import { withFrenchTypography } from './typography';

/**
 * Headings and short copy of the home page, /leasing and /comment-ca-marche that the
 * colleague's leasing content (./leasing/*) does not hold: hero, catalogue, simulator,
 * section titles and calls to action.
 */

export const homeHero = withFrenchTypography({
  eyebrow: 'Écrans LED · Murs d’images · Totems · Bornes',
  title: 'Location longue durée d’écrans professionnels',
  lead: 'Équipez vos boutiques, vos halls et vos restaurants en affichage dynamique sans immobiliser votre trésorerie : un loyer mensuel fixe, sans apport, avec l’installation, la formation et le SAV inclus.',
  primaryCta: 'Demander un devis',
  secondaryCta: 'Simuler mon loyer',
  reassurance: `Réponse sous 24h · ${site.figures.clients} entreprises équipées depuis 2010`,
  benefitsLabel: 'Les avantages de la location',
});

export const heroCarouselText = {
  region: 'Réalisations en affichage dynamique',
  slideRole: 'diapositive',
  previous: 'Diapositive précédente',
  next: 'Diapositive suivante',
  pause: 'Mettre en pause le défilement',
  play: 'Reprendre le défilement',
  goTo: (position: number) => `Afficher la diapositive ${position}`,
  position: (position: number, total: number) => `${position} sur ${total}`,
} as const;

export const catalogSection = withFrenchTypography({
  eyebrow: 'Catalogue',
  title: 'Des écrans professionnels pour chaque usage',
  intro:
    'Écrans LED, murs d’images, vitrines, totems et bornes interactives : tous nos équipements sont disponibles en location longue durée, installation et maintenance comprises. Loyers indiqués pour 36 mois, hors taxes.',
  categoriesLabel: 'Familles de produits',
  categories: ['Tous', 'Écrans Géants', 'Enseignes', 'Vitrines', 'Totems', 'Bornes', 'Video Walls'],
  loading: 'Chargement des produits...',
  empty: 'Aucun produit n’est disponible pour le moment.',
  emptyHint: 'Décrivez-nous votre projet : nous vous proposerons l’équipement adapté.',
  listLabel: 'Produits disponibles à la location',
  priceFrom: 'Loyer sur 36 mois',
  perMonth: '/mois HT',
  priceOnRequest: 'Tarif sur demande',
  purchaseLabel: 'Prix d’achat estimé :',
  cta: 'Demander un devis',
  customTitle: 'Vous ne trouvez pas l’équipement idéal ?',
  customText:
    'Nous sourçons et installons aussi du matériel sur mesure : murs LED de grande dimension, écrans haute luminosité, bornes à votre marque.',
  customCta: 'Parlons de votre projet',
});

export const homeHowItWorksSection = withFrenchTypography({
  eyebrow: 'Comment ça marche',
  title: 'Vos écrans installés en quatre étapes',
  intro: 'Un interlocuteur unique, des délais tenus et aucun apport à verser.',
  more: 'Découvrir le processus en détail',
});

export const homeClosing = withFrenchTypography({
  title: 'Combien coûterait votre projet par mois ?',
  text: 'Estimez votre loyer en quelques secondes avec notre simulateur, puis recevez une proposition détaillée sous 24h.',
  primaryCta: 'Simuler mon loyer',
  secondaryCta: 'Demander un devis',
});

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

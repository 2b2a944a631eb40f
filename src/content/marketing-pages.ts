import { site } from '@/config/site';
import { withFrenchTypography } from './typography';

/**
 * Headings and short copy of the home page that the leasing content (./leasing/*) does not
 * hold: hero, catalogue, section titles and calls to action. /leasing and /comment-ca-marche
 * have theirs in ./leasing-pages.ts, so the home page does not download them.
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

import { site } from '@/config/site';
import { withFrenchTypography } from './typography';

/**
 * Headings and short copy around the colleague's content on /faq, /centre-aide,
 * /documentation, /a-propos and /nos-engagements (the content itself lives in
 * faq.ts, help-center.ts, documentation.ts and company.ts).
 */

/** /faq */
export const faqPageText = withFrenchTypography({
  eyebrow: 'Aide',
  title: 'Questions fréquentes',
  lead: 'Durée de contrat, apport, livraison, garantie, fin de contrat : toutes les réponses sur la location longue durée de vos équipements vidéo professionnels.',
  categoriesNav: 'Catégories',
  helpTitle: 'Vous n’avez pas trouvé votre réponse ?',
  helpText: `Nos conseillers vous répondent du lundi au samedi, et notre assistance technique est joignable 24h/7j en cas de panne au ${site.supportPhone}.`,
  helpCenterCta: 'Consulter le centre d’aide',
  contactCta: 'Contacter le support',
});

/** /centre-aide */
export const helpCenterPageText = withFrenchTypography({
  eyebrow: 'Support',
  title: 'Centre d’aide',
  lead: 'Commande, livraison, facturation, SAV : trouvez rapidement une réponse, ou contactez notre équipe support.',
  searchLabel: 'Rechercher dans le centre d’aide',
  searchPlaceholder: 'Rechercher une réponse...',
  searchSuggestionsLabel: 'Recherches fréquentes :',
  searchSuggestions: ['délai de livraison', 'facture', 'panne', 'fin de contrat'],
  searchShowAll: 'Afficher tous les résultats',
  searchNoResult: 'Aucun article ni aucune question ne correspond à votre recherche.',
  searchNoResultHint: 'Essayez avec d’autres mots-clés, consultez la FAQ ou contactez notre support.',
  topicArticlesToggle: 'Voir les articles',
  topicsTitle: 'Parcourir par thème',
  topicsIntro: 'Choisissez un thème pour consulter ses articles.',
  topicArticlesLead: 'Les articles les plus consultés',
  popularTitle: 'Questions populaires',
  popularIntro: 'Les réponses que nos clients recherchent le plus souvent.',
  faqLinkLabel: 'Toutes les questions de la FAQ',
  ctaTitle: 'Besoin d’aide supplémentaire ?',
  ctaText: `Notre équipe support vous répond du lundi au samedi. En cas de panne, notre ligne d’assistance est disponible 24h/7j ; les e-mails envoyés à ${site.supportEmail} reçoivent une réponse sous 24h.`,
  ctaPhoneLabel: 'Assistance 24h/7j pour les pannes',
  ctaMessage: 'Envoyer un message',
});

/** /documentation */
export const documentationPageText = withFrenchTypography({
  eyebrow: 'Ressources',
  download: 'Télécharger',
});

/** /a-propos */
export const aboutPageText = withFrenchTypography({
  eyebrow: 'Notre histoire',
  historyTitle: 'Une histoire qui commence à Paris',
  figuresTitle: `${site.brand} en chiffres`,
  timelineTitle: 'Nos grandes étapes',
  timelineIntro: 'De nos premiers écrans LCD aux murs d’images sur mesure, quinze ans de projets menés avec nos clients.',
  valuesTitle: 'Nos valeurs',
  valuesIntro: 'Six principes guident notre façon de travailler, avec nos clients comme entre nous.',
  ctaTitle: 'Parlons de votre projet',
  ctaText: 'Un chargé d’affaires vous rappelle sous 2h ouvrées et vous adresse une proposition sous 24h.',
  ctaQuote: 'Demander un devis',
  ctaCareers: 'Rejoindre l’équipe',
});

/** /nos-engagements */
export const commitmentsPageText = withFrenchTypography({
  eyebrow: 'Qualité, environnement, social',
  figuresTitle: 'Nos résultats',
  navLabel: 'Nos engagements',
  ctaTitle: 'Un projet d’affichage durable ?',
  ctaText: 'Matériel contrôlé, reconditionné et garanti pendant toute la durée de votre contrat : parlons-en.',
  ctaQuote: 'Demander un devis',
  ctaContact: 'Nous contacter',
});

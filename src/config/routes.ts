/** The query parameter of the pro quote form that names the chosen product (its slug). */
export const QUOTE_PRODUCT_PARAM = 'produit';

/** Every path of the app, declared once. */
export const paths = {
  home: '/',
  catalog: '/#catalog',
  /** A category's page: /catalogue/{category slug}. */
  category: (categorySlug: string) => `/catalogue/${categorySlug}`,
  /** A product's page: /catalogue/{category slug}/{product slug}. */
  product: (categorySlug: string, productSlug: string) => `/catalogue/${categorySlug}/${productSlug}`,
  /** The pro quote form with a product already chosen. */
  quoteForProduct: (productSlug: string) => `/contact-pro?${QUOTE_PRODUCT_PARAM}=${encodeURIComponent(productSlug)}`,
  leasing: '/leasing',
  simulator: '/leasing#simulator',
  howItWorks: '/comment-ca-marche',
  contactPro: '/contact-pro',
  contact: '/contact',
  about: '/a-propos',
  commitments: '/nos-engagements',
  partner: '/devenir-partenaire',
  careers: '/carrieres',
  helpCenter: '/centre-aide',
  faq: '/faq',
  documentation: '/documentation',
  legalNotice: '/mentions-legales',
  terms: '/cgu',
  privacy: '/confidentialite',
  cookies: '/cookies',
  unsubscribe: '/desinscription',
  /** A customer under contract reports an incident or a theft. */
  assistance: '/assistance',
  /** The client's link to an offer (sent by e-mail): /devis/{token}. */
  offer: (token: string) => `/devis/${encodeURIComponent(token)}`,
  admin: {
    login: '/admin/login',
    resetPassword: '/admin/reset-password',
    dashboard: '/admin',
    products: '/admin/products',
    productNew: '/admin/products/new',
    product: (id: string) => `/admin/products/${id}`,
    categories: '/admin/categories',
    carousel: '/admin/carousel',
    orders: '/admin/orders',
    orderNew: '/admin/orders/new',
    order: (id: string) => `/admin/orders/${id}`,
    offers: '/admin/offers',
    offerNew: '/admin/offers/new',
    /** A new offer for a request: its client block comes from the request. */
    offerFromRequest: (requestId: string) => `/admin/offers/new?request=${encodeURIComponent(requestId)}`,
    offer: (id: string) => `/admin/offers/${id}`,
    quotes: '/admin/quotes',
    quote: (id: string) => `/admin/quotes/${id}`,
    marketing: '/admin/marketing',
    campaigns: '/admin/marketing/campaigns',
    campaignNew: '/admin/marketing/campaigns/new',
    campaign: (id: string) => `/admin/marketing/campaigns/${id}`,
    leads: '/admin/marketing/leads',
    lead: (id: string) => `/admin/marketing/leads/${id}`,
    wonLeads: '/admin/marketing/leads?filter=won',
    seo: '/admin/seo',
    seoContent: '/admin/seo/content',
    seoTools: '/admin/seo/tools',
    users: '/admin/users',
    audit: '/admin/audit',
    emails: '/admin/emails',
    analytics: '/admin/analytics',
    privacy: '/admin/privacy',
    contracts: '/admin/contracts',
    contract: (id: string) => `/admin/contracts/${id}`,
    incidents: '/admin/incidents',
    incidentNew: '/admin/incidents/new',
    /** « Ouvrir un incident » on a contract chosen beforehand. */
    incidentForContract: (contractId: string) => `/admin/incidents/new?contract=${encodeURIComponent(contractId)}`,
    incident: (id: string) => `/admin/incidents/${id}`,
    interventions: '/admin/interventions',
  },
} as const;

export interface PublicRouteMeta {
  path: string;
  title: string;
  description: string;
  /** Parent crumbs for BreadcrumbList, root excluded. */
  breadcrumb?: string;
  /** Kept out of search engines and of the sitemap. */
  noindex?: boolean;
}

/**
 * Route patterns of the catalogue's pages, one per active category and product: their paths,
 * titles and descriptions come from the database (src/features/catalogue), not from this table.
 */
/** The client's offer page: rendered in the browser only, never prerendered, indexed nor in the sitemap. */
export const offerRoutePattern = '/devis/:token';
export const offerRoute: PublicRouteMeta = {
  path: offerRoutePattern,
  title: 'Votre devis | VisioLease',
  description: 'Lire, télécharger et accepter en ligne le devis que VisioLease vous a adressé.',
  noindex: true,
};

export const catalogueRoutePatterns = {
  category: '/catalogue/:categorySlug',
  product: '/catalogue/:categorySlug/:productSlug',
} as const;

/** Public pages with their default SEO; a published seo_content row overrides them at runtime. */
export const publicRoutes: PublicRouteMeta[] = [
  {
    path: paths.home,
    title: 'VisioLease — Location longue durée d’écrans LED et d’affichage dynamique',
    description:
      'Écrans LED, murs d’images, totems et bornes interactives en location longue durée pour les professionnels. Sans apport, installation et SAV 24h/7j inclus.',
  },
  {
    path: paths.leasing,
    title: 'Le leasing d’équipements vidéo professionnels | VisioLease',
    description:
      'Comprendre la location longue durée : loyers 100 % déductibles, sans apport, maintenance incluse. Comparez avec l’achat et simulez votre mensualité.',
    breadcrumb: 'Le Leasing',
  },
  {
    path: paths.howItWorks,
    title: 'Comment ça marche : votre projet d’affichage en 6 étapes | VisioLease',
    description:
      'De l’étude de votre besoin à l’installation et au SAV : découvrez les six étapes d’un projet de location d’écrans professionnels avec VisioLease.',
    breadcrumb: 'Comment ça marche',
  },
  {
    path: paths.contactPro,
    title: 'Demande de devis professionnel | VisioLease',
    description:
      'Décrivez votre projet d’écrans LED, de totems ou de bornes : un conseiller vous rappelle sous 2 h ouvrées et vous adresse une proposition sous 24 h.',
    breadcrumb: 'Contact Pro',
  },
  {
    path: paths.contact,
    title: 'Nous contacter | VisioLease',
    description:
      'Une question sur nos solutions d’affichage dynamique en location ? Écrivez-nous ou appelez notre équipe basée à Paris, du lundi au samedi.',
    breadcrumb: 'Contact',
  },
  {
    path: paths.about,
    title: 'À propos de VisioLease : 15 ans d’affichage dynamique en location',
    description:
      'Depuis 2010, VisioLease équipe plus de 2 500 entreprises en écrans LED, murs d’images et bornes interactives. Notre histoire, notre mission, nos valeurs.',
    breadcrumb: 'À propos',
  },
  {
    path: paths.commitments,
    title: 'Nos engagements qualité, environnement et social | VisioLease',
    description:
      'Matériel reconditionné, recyclage DEEE, écrans basse consommation, garanties étendues : découvrez les engagements de VisioLease.',
    breadcrumb: 'Nos engagements',
  },
  {
    path: paths.partner,
    title: 'Devenir partenaire intégrateur ou revendeur | VisioLease',
    description:
      'Intégrateurs, revendeurs, agences : proposez le leasing VisioLease à vos clients et percevez 5 à 8 % de commission. Candidature traitée en 5 à 7 jours.',
    breadcrumb: 'Devenir partenaire',
  },
  {
    path: paths.careers,
    title: 'Carrières : rejoignez l’équipe VisioLease à Paris',
    description:
      'Chargés d’affaires, techniciens LED, chefs de projet : découvrez nos offres d’emploi et envoyez votre candidature spontanée.',
    breadcrumb: 'Carrières',
  },
  {
    path: paths.helpCenter,
    title: 'Centre d’aide | VisioLease',
    description:
      'Commande, livraison, facturation, SAV : trouvez rapidement une réponse dans le centre d’aide VisioLease ou contactez notre support 24h/7j.',
    breadcrumb: 'Centre d’aide',
  },
  {
    path: paths.faq,
    title: 'Questions fréquentes sur la location d’écrans | VisioLease',
    description:
      'Durée de contrat, apport, livraison, garantie, fin de contrat : toutes les réponses sur la location longue durée d’équipements vidéo professionnels.',
    breadcrumb: 'FAQ',
  },
  {
    path: paths.documentation,
    title: 'Documentation et contrats types | VisioLease',
    description:
      'Guides utilisateur, contrats types et fiches techniques de nos écrans LED, totems et bornes : téléchargez la documentation VisioLease.',
    breadcrumb: 'Documentation',
  },
  {
    path: paths.legalNotice,
    title: 'Mentions légales | VisioLease',
    description: 'Mentions légales du site VisioLease : éditeur, directeur de la publication, hébergeur et contact.',
    breadcrumb: 'Mentions légales',
  },
  {
    path: paths.terms,
    title: 'Conditions générales d’utilisation | VisioLease',
    description:
      'Conditions générales d’utilisation du site VisioLease : accès, responsabilités, propriété intellectuelle.',
    breadcrumb: 'CGU',
  },
  {
    path: paths.privacy,
    title: 'Politique de confidentialité | VisioLease',
    description:
      'Comment VisioLease collecte, utilise et conserve vos données personnelles, et comment exercer vos droits (RGPD).',
    breadcrumb: 'Confidentialité',
  },
  {
    path: paths.cookies,
    title: 'Politique de cookies | VisioLease',
    description:
      'Les cookies utilisés sur le site VisioLease, leur durée de conservation et la gestion de vos préférences.',
    breadcrumb: 'Cookies',
  },
];

/** The unsubscribe link of campaign e-mails: prerendered, never indexed nor in the sitemap. */
export const unsubscribeRoute: PublicRouteMeta = {
  path: paths.unsubscribe,
  title: 'Se désinscrire de nos e-mails | VisioLease',
  description: 'Ne plus recevoir les campagnes d’information de VisioLease.',
  noindex: true,
};

/** « Signaler un incident », for customers under contract: prerendered, never indexed nor in the sitemap. */
export const assistanceRoute: PublicRouteMeta = {
  path: paths.assistance,
  title: 'Signaler un incident | VisioLease',
  description:
    'Clients sous contrat : signalez une panne, une casse ou un vol de votre matériel. Intervention sur site sous 48 h (4 h en formule premium).',
  breadcrumb: 'Assistance',
  noindex: true,
};

/**
 * The back-office's door: prerendered like a public page (it is what anyone reaching /admin
 * sees first) but kept out of the sitemap. The screens behind it stay client-rendered.
 */
export const loginRoute: PublicRouteMeta = {
  path: paths.admin.login,
  title: 'Connexion à l’administration | VisioLease',
  description:
    'Espace réservé aux équipes VisioLease : catalogue, commandes, devis, prospects et référencement du site.',
};

/** Every page the build prerenders besides the catalogue's: the prerenderer and the size budgets read this one list. */
export const prerenderedRoutes: PublicRouteMeta[] = [...publicRoutes, loginRoute, unsubscribeRoute, assistanceRoute];

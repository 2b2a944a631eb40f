import { withFrenchTypography } from './typography';

export interface DocumentCard {
  id: string;
  title: string;
  description: string;
  /**
   * Display size of the generated file (scripts/build-documents.ts), French format, e.g. '3 Ko';
   * tests/unit/documents.test.ts fails when it no longer matches the file.
   */
  fileSize: string;
  fileFormat: 'PDF';
  category: string;
}

/** Where the build publishes a document's PDF (generated from src/content/documents). */
export function documentHref(id: string): string {
  return `/documents/${id}.pdf`;
}

export interface DocumentationSection {
  id: 'guides-utilisateur' | 'contrats-types' | 'documentation-technique';
  title: string;
  description: string;
  documents: DocumentCard[];
}

export const documentationIntro = withFrenchTypography({
  title: 'Documentation',
  lead: 'Guides d’utilisation, modèles de contrats et fiches techniques : retrouvez les documents utiles avant, pendant et après votre location.',
  requestLabel: 'Demander un document',
  requestText: 'Vous ne trouvez pas le document recherché ? Écrivez-nous, nous vous l’envoyons sous 24h.',
});

export const documentationSections: DocumentationSection[] = withFrenchTypography([
  {
    id: 'guides-utilisateur',
    title: 'Guides utilisateur',
    description: 'Prendre en main votre matériel et vos contenus au quotidien.',
    documents: [
      {
        id: 'guide-prise-en-main-led',
        title: 'Prise en main de votre écran LED',
        description: 'Mise sous tension, réglage de la luminosité, programmation des horaires de veille et gestes d’entretien courants.',
        fileSize: '3 Ko',
        fileFormat: 'PDF',
        category: 'Écrans LED',
      },
      {
        id: 'guide-diffusion-contenus',
        title: 'Diffuser et planifier vos contenus',
        description: 'Créer une playlist, programmer vos messages par jour et par heure, et gérer plusieurs écrans depuis un seul poste.',
        fileSize: '3 Ko',
        fileFormat: 'PDF',
        category: 'Affichage dynamique',
      },
      {
        id: 'guide-bornes-interactives',
        title: 'Utiliser votre borne interactive',
        description: 'Fonctionnement de l’écran tactile, mode kiosque, nettoyage de la dalle et redémarrage en cas de blocage.',
        fileSize: '2 Ko',
        fileFormat: 'PDF',
        category: 'Bornes et totems',
      },
      {
        id: 'guide-diagnostic-incident',
        title: 'Diagnostic rapide en cas d’incident',
        description: 'Les vérifications à faire avant d’appeler le support et les informations à préparer pour accélérer l’intervention.',
        fileSize: '2 Ko',
        fileFormat: 'PDF',
        category: 'SAV',
      },
    ],
  },
  {
    id: 'contrats-types',
    title: 'Contrats types',
    description: 'Les modèles de documents contractuels, pour les consulter à l’avance.',
    documents: [
      {
        id: 'contrat-location-longue-duree',
        title: 'Contrat de location longue durée',
        description: 'Modèle de contrat : durée de 12 à 60 mois, loyers, services inclus, garanties et options de fin de contrat.',
        fileSize: '3 Ko',
        fileFormat: 'PDF',
        category: 'Contrat',
      },
      {
        id: 'conditions-generales-location',
        title: 'Conditions générales de location',
        description: 'Obligations de chaque partie, assurance du matériel, déclaration de sinistre, restitution et résiliation anticipée.',
        fileSize: '3 Ko',
        fileFormat: 'PDF',
        category: 'Conditions générales',
      },
      {
        id: 'proces-verbal-installation',
        title: 'Procès-verbal de livraison et d’installation',
        description: 'Document signé à la mise en service, qui atteste de la conformité du matériel livré et déclenche le premier loyer.',
        fileSize: '2 Ko',
        fileFormat: 'PDF',
        category: 'Livraison',
      },
      {
        id: 'mandat-sepa',
        title: 'Mandat de prélèvement SEPA',
        description: 'Formulaire à compléter et à signer pour le règlement de vos loyers ou lors d’un changement de coordonnées bancaires.',
        fileSize: '2 Ko',
        fileFormat: 'PDF',
        category: 'Paiement',
      },
    ],
  },
  {
    id: 'documentation-technique',
    title: 'Documentation technique',
    description: 'Fiches produits, prérequis d’installation et conformité de nos équipements.',
    documents: [
      {
        id: 'fiches-techniques-led',
        title: 'Fiches techniques écrans LED',
        description: 'Pas de pixel, luminosité, consommation, indice de protection et dimensions des modèles intérieurs et extérieurs.',
        fileSize: '3 Ko',
        fileFormat: 'PDF',
        category: 'Fiches produits',
      },
      {
        id: 'prerequis-installation-murs-images',
        title: 'Prérequis d’installation des murs d’images',
        description: 'Charges admissibles, alimentation électrique, ventilation et dégagements à prévoir avant la pose.',
        fileSize: '2 Ko',
        fileFormat: 'PDF',
        category: 'Installation',
      },
      {
        id: 'prerequis-reseau-securite',
        title: 'Prérequis réseau et sécurité informatique',
        description: 'Ports et flux à autoriser, configuration Wi-Fi ou filaire et recommandations pour votre service informatique.',
        fileSize: '2 Ko',
        fileFormat: 'PDF',
        category: 'Réseau',
      },
    ],
  },
]);

import { site } from '@/config/site';
import type { DocumentContent } from './types';

const lessor = `${site.legalName}, ${site.legal.form} au capital de ${site.legal.capital}, ${site.legal.rcs}, dont le siège est situé ${site.address.street}, ${site.address.postalCode} ${site.address.city}`;

/** The four model contracts of the documentation page: models for reading, not for signature. */
export const modelContracts: DocumentContent[] = [
  {
    id: 'contrat-location-longue-duree',
    title: 'Contrat de location longue durée',
    summary: 'Modèle présenté à titre d’information : seul le contrat remis avec votre proposition engage les parties.',
    chapters: [
      {
        heading: 'Article 1 – Parties et objet',
        blocks: [
          { paragraph: `Le présent contrat est conclu entre ${lessor} (le « Bailleur »), et l’entreprise désignée aux conditions particulières (le « Locataire »). Il a pour objet la location du matériel décrit aux conditions particulières, ainsi que les services qui y sont associés.` },
        ],
      },
      {
        heading: 'Article 2 – Durée et loyers',
        blocks: [
          { paragraph: 'La durée de location est comprise entre 12 et 60 mois ; elle court à compter de la signature du procès-verbal de livraison. Les loyers, fixes pendant toute la durée, sont payables d’avance par prélèvement SEPA, selon la périodicité prévue aux conditions particulières.' },
        ],
      },
      {
        heading: 'Article 3 – Services inclus',
        blocks: [
          { bullets: ['Livraison, installation et mise en service du matériel.', 'Formation des utilisateurs lors de la mise en service.', 'Maintenance et remplacement des pièces défectueuses pendant toute la durée du contrat.', 'Assistance téléphonique aux heures d’ouverture.'] },
        ],
      },
      {
        heading: 'Article 4 – Fin de contrat',
        blocks: [
          { paragraph: 'Au terme du contrat, le Locataire peut restituer le matériel, prolonger la location ou renouveler son équipement par un nouveau contrat. Le choix est notifié au Bailleur au moins trois mois avant l’échéance.' },
        ],
      },
    ],
  },
  {
    id: 'conditions-generales-location',
    title: 'Conditions générales de location',
    summary: 'Les obligations de chaque partie, applicables à tout contrat de location conclu avec le Bailleur.',
    chapters: [
      {
        heading: 'Obligations du Locataire',
        blocks: [
          { bullets: ['Utiliser le matériel conformément à sa destination et aux guides fournis.', 'Ne pas déplacer, modifier ou sous-louer le matériel sans accord écrit du Bailleur.', 'Régler les loyers aux échéances convenues.', 'Permettre l’accès au matériel pour la maintenance.'] },
        ],
      },
      {
        heading: 'Assurance et sinistre',
        blocks: [
          { paragraph: 'Le Locataire assure le matériel contre le vol, l’incendie, les dégâts des eaux et le bris accidentel dès la livraison. Tout sinistre est déclaré au Bailleur par écrit dans les 48 heures, accompagné, en cas de vol, du récépissé de dépôt de plainte.' },
        ],
      },
      {
        heading: 'Restitution et résiliation anticipée',
        blocks: [
          { paragraph: 'En fin de contrat, le matériel est restitué en bon état d’usage, hors usure normale ; sa dépose est organisée par le Bailleur. Une résiliation anticipée à l’initiative du Locataire donne lieu au versement d’une indemnité égale aux loyers restant à échoir, déduction faite des frais non engagés.' },
        ],
      },
    ],
  },
  {
    id: 'proces-verbal-installation',
    title: 'Procès-verbal de livraison et d’installation',
    summary: 'Signé à la mise en service, il atteste la conformité du matériel livré et déclenche le premier loyer.',
    chapters: [
      {
        heading: 'Identification',
        blocks: [
          { bullets: ['Numéro de contrat : ____________________', 'Locataire : ____________________', 'Adresse d’installation : ____________________', 'Date de livraison : ____ / ____ / ________'] },
        ],
      },
      {
        heading: 'Matériel livré et contrôles',
        blocks: [
          { paragraph: 'Désignation, quantité et numéros de série du matériel : ________________________________________' },
          { bullets: ['Matériel livré complet et sans dommage apparent.', 'Raccordements électriques et réseau réalisés.', 'Mise en service et affichage vérifiés.', 'Formation des utilisateurs réalisée.'] },
        ],
      },
      {
        heading: 'Signatures',
        blocks: [
          { paragraph: 'Le Locataire déclare accepter le matériel sans réserve, ou avec les réserves suivantes : ________________________________________' },
          { paragraph: `Pour le Locataire (nom, qualité, signature) : ____________________        Pour ${site.legalName} : ____________________` },
        ],
      },
    ],
  },
  {
    id: 'mandat-sepa',
    title: 'Mandat de prélèvement SEPA',
    summary: 'À compléter, signer et retourner avec un RIB au nom de l’entreprise.',
    chapters: [
      {
        heading: 'Créancier',
        blocks: [
          { paragraph: `${site.legalName}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}. L’identifiant créancier SEPA figure sur votre contrat.` },
        ],
      },
      {
        heading: 'Débiteur',
        blocks: [
          { bullets: ['Raison sociale : ____________________', 'Adresse : ____________________', 'IBAN : ____________________________________', 'BIC : ____________', 'Type de paiement : récurrent'] },
        ],
      },
      {
        heading: 'Autorisation',
        blocks: [
          { paragraph: `En signant ce mandat, vous autorisez ${site.legalName} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément à ces instructions. Ce mandat relève du schéma interentreprises (B2B) : vous n’avez pas droit au remboursement après le débit, mais vous pouvez demander à votre banque de ne pas débiter votre compte jusqu’au jour de l’échéance.` },
          { paragraph: 'Fait à ____________________, le ____ / ____ / ________        Signature : ____________________' },
        ],
      },
    ],
  },
];

import { site } from '@/config/site';
import { withFrenchTypography } from './typography';
import type { QuestionAnswer } from './types';

export type FaqItem = QuestionAnswer;

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

export const faqCategories: FaqCategory[] = withFrenchTypography([
  {
    id: 'leasing-financement',
    title: 'Leasing et financement',
    items: [
      {
        id: 'principe-location-longue-duree',
        question: 'Qu’est-ce que la location longue durée d’équipements professionnels ?',
        answer:
          'La location longue durée, ou leasing opérationnel, vous permet d’utiliser des écrans LED, murs d’images, totems, bornes ou écrans LCD contre un loyer mensuel fixe, sans en devenir propriétaire. Le loyer comprend l’installation, la formation, la garantie et le service après-vente pendant toute la durée du contrat. Vous disposez d’un matériel récent sans immobiliser votre trésorerie.',
      },
      {
        id: 'duree-contrat',
        question: 'Quelle durée de contrat puis-je choisir ?',
        answer:
          'Nos contrats durent de 12 à 60 mois. La durée la plus courante est de 36 mois, qui offre le meilleur équilibre entre le montant du loyer et le renouvellement technologique. Plus la durée est longue, plus le loyer mensuel est faible.',
      },
      {
        id: 'apport-premier-loyer',
        question: 'Dois-je verser un apport ?',
        answer:
          'Non, aucun apport n’est demandé : vous réglez uniquement vos loyers mensuels. Pour les équipements d’une valeur supérieure à 100 000 € HT, vous pouvez choisir, si vous le souhaitez, un premier loyer majoré afin de réduire le montant des loyers suivants.',
      },
      {
        id: 'montant-minimum',
        question: 'Existe-t-il un montant minimum de financement ?',
        answer:
          'Le montant minimum d’un dossier est de 5 000 € HT. Vous pouvez regrouper plusieurs équipements dans un même contrat pour atteindre ce seuil, par exemple un écran de vitrine, un totem et un écran d’accueil.',
      },
      {
        id: 'avantages-fiscaux',
        question: 'Quels sont les avantages fiscaux et comptables de la location ?',
        answer:
          'Les loyers sont comptabilisés en charges d’exploitation et sont déductibles à 100 % de votre résultat imposable. La TVA facturée sur les loyers est récupérable dans les conditions habituelles. Selon les normes comptables françaises, le matériel loué n’est pas inscrit à l’actif de votre bilan, ce qui préserve votre capacité d’emprunt.',
      },
      {
        id: 'pieces-justificatives',
        question: 'Quels documents dois-je fournir pour l’étude de mon dossier ?',
        answer:
          'Trois pièces suffisent : un extrait Kbis de moins de 3 mois, vos 2 derniers bilans et un RIB au nom de l’entreprise. Dès réception du dossier complet, nous vous communiquons notre réponse sous 24 à 48h.',
      },
      {
        id: 'qui-peut-souscrire',
        question: 'Qui peut souscrire un contrat de location ?',
        answer:
          'Nos contrats s’adressent aux professionnels : entreprises, commerces, restaurants, hôtels, réseaux de franchise et professions libérales. Il suffit de disposer d’un numéro SIREN et d’un compte bancaire professionnel.',
      },
    ],
  },
  {
    id: 'livraison-installation',
    title: 'Livraison et installation',
    items: [
      {
        id: 'delais-livraison',
        question: 'Quels sont les délais de livraison ?',
        answer:
          'Les équipements standards sont livrés sous 7 à 15 jours ouvrés après la signature du contrat. Les réalisations sur mesure (murs d’images, écrans LED grand format, enseignes dynamiques) demandent de 3 à 6 semaines, selon les dimensions et la fabrication.',
      },
      {
        id: 'installation-incluse',
        question: 'L’installation est-elle comprise dans le loyer ?',
        answer:
          'Oui. Nos techniciens livrent, installent et mettent en service votre matériel, puis assurent une formation de 2h pour vos équipes. Il n’y a aucun frais d’installation à prévoir pendant les heures ouvrées.',
      },
      {
        id: 'installation-hors-horaires',
        question: 'Pouvez-vous intervenir en dehors de nos horaires d’ouverture ?',
        answer:
          'Oui, nous pouvons installer votre matériel tôt le matin, le soir ou le week-end pour ne pas perturber votre activité. Une majoration de 15 % s’applique alors à la prestation d’installation ; elle figure clairement dans votre devis.',
      },
      {
        id: 'contenu-formation',
        question: 'Que comprend la formation de 2h ?',
        answer:
          'La formation a lieu sur place, juste après la mise en service. Elle couvre l’utilisation quotidienne du matériel, la programmation et la mise à jour de vos contenus, le réglage de la luminosité et des horaires de veille, ainsi que les bons réflexes en cas d’incident.',
      },
      {
        id: 'livraison-endommagee',
        question: 'Que se passe-t-il si le matériel arrive endommagé ?',
        answer:
          'Indiquez vos réserves sur le bon de livraison, prenez quelques photos et prévenez notre support le jour même. Le matériel endommagé est remplacé sous 48 à 72h, sans aucun frais pour vous.',
      },
      {
        id: 'preparation-site',
        question: 'Faut-il préparer nos locaux avant l’installation ?',
        answer:
          'Nous vous transmettons avant la livraison la liste des prérequis : alimentation électrique, connexion réseau, support de fixation et accès au lieu d’installation. Pour les projets de plus de 50 000 € HT, un technicien réalise gratuitement une visite technique préalable.',
      },
      {
        id: 'zone-intervention',
        question: 'Intervenez-vous partout en France ?',
        answer:
          'Oui, nous livrons et installons dans toute la France métropolitaine grâce à nos techniciens et à notre réseau d’installateurs partenaires, formés à nos équipements.',
      },
    ],
  },
  {
    id: 'sav-garantie',
    title: 'SAV et garantie',
    items: [
      {
        id: 'duree-garantie',
        question: 'Quelle est la durée de la garantie ?',
        answer:
          `Selon les équipements, la garantie du fabricant est de 3 à 5 ans. Avec ${site.brand}, elle est étendue à toute la durée de votre contrat : pièces, main-d’œuvre et déplacement sont couverts jusqu’au dernier loyer.`,
      },
      {
        id: 'delai-intervention',
        question: 'Sous quel délai un technicien intervient-il ?',
        answer:
          'Un technicien intervient sur site sous 48h après votre signalement. Pour les installations qui ne peuvent pas s’interrompre, l’option premium garantit une intervention sous 4h.',
      },
      {
        id: 'materiel-remplacement',
        question: 'Que se passe-t-il si la réparation dure plusieurs jours ?',
        answer:
          'Si la réparation de votre équipement dépasse 5 jours, nous installons un matériel de remplacement équivalent, sans frais, jusqu’au retour de votre appareil.',
      },
      {
        id: 'maintenance-preventive',
        question: 'Proposez-vous une maintenance préventive ?',
        answer:
          'Oui. Pour les installations critiques, comme une vitrine diffusée en continu ou un affichage d’informations destiné au public, un technicien effectue une visite de maintenance préventive chaque trimestre : contrôle des modules, nettoyage, calibrage et mises à jour.',
      },
      {
        id: 'signaler-panne',
        question: 'Comment signaler une panne ?',
        answer: `Appelez notre ligne d’assistance au ${site.supportPhone}, disponible 24h/7j pour les pannes, ou écrivez à ${site.supportEmail} : nous répondons aux e-mails sous 24h. Précisez la référence de votre contrat et décrivez le problème constaté ; une photo nous aide souvent à préparer l’intervention.`,
      },
      {
        id: 'vol-vandalisme',
        question: 'Que faire en cas de vol ou de vandalisme ?',
        answer:
          `Déposez plainte auprès des services de police ou de gendarmerie, puis déclarez le sinistre à ${site.brand} dans les 48h en joignant le récépissé de plainte. Nous vous accompagnons ensuite pour le remplacement du matériel, selon les conditions prévues à votre contrat.`,
      },
    ],
  },
  {
    id: 'resiliation-renouvellement',
    title: 'Résiliation et renouvellement',
    items: [
      {
        id: 'fin-de-contrat',
        question: 'Que se passe-t-il à la fin de mon contrat ?',
        answer:
          'Votre conseiller vous contacte 3 mois avant l’échéance pour faire le point. Trois options s’offrent à vous : restituer le matériel, le renouveler par un équipement plus récent ou le racheter à sa valeur résiduelle.',
      },
      {
        id: 'restitution',
        question: 'Comment se passe la restitution du matériel ?',
        answer:
          'La restitution est gratuite : nos techniciens démontent et reprennent le matériel à la date convenue avec vous. Les équipements repris sont ensuite reconditionnés ou recyclés dans la filière DEEE.',
      },
      {
        id: 'renouvellement',
        question: 'Quels sont les avantages du renouvellement ?',
        answer:
          'En renouvelant votre contrat, vous bénéficiez de 10 % de remise sur le loyer de votre nouvel équipement, avec une installation coordonnée pour éviter toute interruption d’affichage. C’est le choix de 75 % de nos clients.',
      },
      {
        id: 'rachat',
        question: 'Puis-je racheter le matériel en fin de contrat ?',
        answer:
          'Oui. Le prix de rachat correspond à la valeur résiduelle du matériel : environ 5 à 10 % de sa valeur d’origine au terme d’un contrat de 36 mois, et 1 à 3 % au terme d’un contrat de 60 mois.',
      },
      {
        id: 'resiliation-anticipee',
        question: 'Puis-je résilier mon contrat avant son terme ?',
        answer:
          'Le contrat est conclu pour une durée ferme. Une résiliation anticipée reste possible : elle donne lieu au versement de l’indemnité prévue aux conditions générales de location. Avant d’en arriver là, parlez-en à votre conseiller : un renouvellement anticipé ou une adaptation de votre équipement est souvent plus avantageux.',
      },
      {
        id: 'evolution-equipement',
        question: 'Puis-je ajouter des équipements en cours de contrat ?',
        answer:
          'Oui. Vous pouvez compléter votre installation à tout moment par un contrat complémentaire, dont l’échéance peut être alignée sur celle de votre contrat en cours pour simplifier la suite.',
      },
    ],
  },
]);

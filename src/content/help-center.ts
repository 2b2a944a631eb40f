import { site } from '@/config/site';
import { withFrenchTypography } from './typography';
import type { IconName, QuestionAnswer } from './types';

export interface HelpArticle {
  id: string;
  title: string;
  body: string;
}

export interface HelpTopic {
  id: 'commande-devis' | 'installation-livraison' | 'facturation-paiement' | 'sav-technique';
  title: string;
  description: string;
  icon: IconName;
  /** The topic's articles; the card's count is derived from them (`articles.length`). */
  articles: HelpArticle[];
}

export type HelpPopularQuestion = QuestionAnswer;

export const helpTopics: HelpTopic[] = withFrenchTypography([
  {
    id: 'commande-devis',
    title: 'Commande et devis',
    description: 'Demander un devis, constituer votre dossier et suivre votre commande.',
    icon: 'FileText',
    articles: [
      {
        id: 'demander-un-devis',
        title: 'Comment demander un devis ?',
        body: `Remplissez le formulaire de la page Contact Pro en précisant votre projet : type d’équipement, dimensions souhaitées, lieu d’installation et durée envisagée. Un chargé d’affaires vous rappelle sous 2h pendant nos heures d’ouverture et vous adresse une proposition chiffrée sous 24h. Vous pouvez aussi nous appeler directement au ${site.phone}.`,
      },
      {
        id: 'calcul-du-loyer',
        title: 'Comment est calculé mon loyer ?',
        body: 'Le loyer dépend de la valeur du matériel, de la durée du contrat et des services inclus. Le simulateur de la page Le Leasing vous donne une première estimation hors taxes en quelques secondes. Le montant définitif figure dans votre proposition personnalisée, après étude de votre dossier.',
      },
      {
        id: 'pieces-du-dossier',
        title: 'Quelles pièces fournir pour l’étude de mon dossier ?',
        body: 'Préparez un extrait Kbis de moins de 3 mois, vos 2 derniers bilans et un RIB au nom de l’entreprise. Une fois le dossier complet, vous recevez notre réponse sous 24 à 48h. Si votre entreprise est récente, votre chargé d’affaires vous indique les éléments complémentaires utiles.',
      },
      {
        id: 'montant-minimum',
        title: 'Quel est le montant minimum d’un contrat ?',
        body: 'Un dossier de financement porte sur un montant minimum de 5 000 € HT. Vous pouvez atteindre ce seuil en regroupant plusieurs équipements, éventuellement destinés à plusieurs sites, dans un même contrat.',
      },
      {
        id: 'modifier-une-commande',
        title: 'Puis-je modifier ma commande après la signature ?',
        body: 'Tant que le matériel n’a pas été expédié, contactez votre chargé d’affaires : une modification du modèle, de la quantité ou de la date d’installation reste possible et donne lieu, si nécessaire, à un avenant. Après la livraison, les ajouts se font par un contrat complémentaire.',
      },
    ],
  },
  {
    id: 'installation-livraison',
    title: 'Installation et livraison',
    description: 'Délais, préparation de vos locaux, installation et formation de vos équipes.',
    icon: 'Truck',
    articles: [
      {
        id: 'delais-de-livraison',
        title: 'Quels sont les délais de livraison ?',
        body: 'Comptez 7 à 15 jours ouvrés pour un équipement standard et 3 à 6 semaines pour une réalisation sur mesure, comme un mur d’images ou un écran LED grand format. La date de livraison vous est confirmée par e-mail, puis par téléphone la veille du rendez-vous.',
      },
      {
        id: 'preparer-vos-locaux',
        title: 'Préparer vos locaux avant l’installation',
        body: 'Vérifiez l’alimentation électrique à proximité de l’emplacement prévu, la connexion réseau (filaire de préférence), la solidité du mur ou du sol pour la fixation et l’accès du matériel jusqu’au lieu d’installation. Au-delà de 50 000 € HT de projet, un technicien vient faire ce contrôle avec vous gratuitement.',
      },
      {
        id: 'deroulement-installation',
        title: 'Comment se déroule l’installation ?',
        body: 'Nos techniciens livrent, déballent et fixent le matériel, réalisent les raccordements puis la mise en service. Ils forment ensuite vos équipes pendant 2h à l’utilisation quotidienne et à la mise à jour des contenus. Un procès-verbal d’installation, signé par les deux parties, clôt l’intervention.',
      },
      {
        id: 'installation-hors-horaires',
        title: 'Installer en dehors de vos horaires d’ouverture',
        body: 'Pour ne pas perturber votre activité, nous pouvons intervenir tôt le matin, le soir ou le week-end. Une majoration de 15 % s’applique alors à la prestation d’installation. Indiquez-le lors de votre demande de devis pour que nous planifions l’équipe adaptée.',
      },
      {
        id: 'livraison-endommagee',
        title: 'Que faire si le matériel arrive endommagé ?',
        body: 'Notez des réserves précises sur le bon de livraison, photographiez le colis et le matériel, puis prévenez notre support le jour même. Nous remplaçons l’équipement endommagé sous 48 à 72h, sans frais.',
      },
    ],
  },
  {
    id: 'facturation-paiement',
    title: 'Facturation et paiement',
    description: 'Loyers, factures, prélèvements et traitement comptable de votre contrat.',
    icon: 'Receipt',
    articles: [
      {
        id: 'prelevement-des-loyers',
        title: 'Quand et comment mes loyers sont-ils prélevés ?',
        body: 'Les loyers sont réglés par prélèvement SEPA, à la date d’échéance indiquée dans votre contrat. Le premier prélèvement intervient après la signature du procès-verbal d’installation : vous ne payez rien tant que votre matériel n’est pas en service.',
      },
      {
        id: 'recevoir-factures',
        title: 'Où trouver mes factures ?',
        body: `Une facture vous est adressée par e-mail à chaque échéance, à l’adresse de facturation indiquée lors de la souscription. Pour obtenir un duplicata ou changer d’adresse de réception, écrivez à ${site.supportEmail}.`,
      },
      {
        id: 'deductibilite-tva',
        title: 'Déductibilité des loyers et TVA',
        body: 'Vos loyers sont des charges d’exploitation, déductibles à 100 % de votre résultat imposable. La TVA qui y figure est récupérable dans les conditions habituelles. Votre expert-comptable n’a aucun amortissement à calculer : il enregistre simplement chaque facture de loyer.',
      },
      {
        id: 'premier-loyer-majore',
        title: 'Qu’est-ce que le premier loyer majoré ?',
        body: 'Aucun apport n’est exigé. Pour les équipements de plus de 100 000 € HT, vous pouvez toutefois choisir de verser un premier loyer plus élevé afin de réduire les loyers suivants. Cette option, facultative, est chiffrée dans votre proposition.',
      },
      {
        id: 'changer-de-banque',
        title: 'Changer de coordonnées bancaires',
        body: 'Envoyez-nous votre nouveau RIB accompagné d’un mandat de prélèvement SEPA signé, au moins 15 jours avant la prochaine échéance. Le modèle de mandat est disponible dans la rubrique Documentation, parmi les contrats types.',
      },
    ],
  },
  {
    id: 'sav-technique',
    title: 'SAV et technique',
    description: 'Signaler une panne, garanties, maintenance et assistance technique.',
    icon: 'Wrench',
    articles: [
      {
        id: 'signaler-une-panne',
        title: 'Comment signaler une panne ?',
        body: `Appelez notre ligne d’assistance au ${site.supportPhone}, disponible 24h/7j pour les pannes, ou écrivez à ${site.supportEmail} (réponse sous 24h). Munissez-vous de la référence de votre contrat et, si possible, d’une photo de l’écran : nous pouvons souvent résoudre le problème à distance. Vous pouvez aussi le signaler en ligne, photos à l’appui, avec le formulaire « Signaler un incident » (lien en bas de chaque page) : le numéro d’incident vous est envoyé par e-mail.`,
      },
      {
        id: 'delais-intervention',
        title: 'Délais d’intervention sur site',
        body: 'Si le problème ne peut pas être résolu à distance, un technicien intervient sur place sous 48h. L’option premium, conseillée pour les installations qui ne doivent jamais s’arrêter, ramène ce délai à 4h.',
      },
      {
        id: 'materiel-de-remplacement',
        title: 'Matériel de remplacement pendant une réparation',
        body: 'Lorsqu’une réparation dure plus de 5 jours, nous installons un équipement de remplacement équivalent, sans frais, pour que votre affichage continue de fonctionner jusqu’au retour de votre matériel.',
      },
      {
        id: 'maintenance-preventive',
        title: 'La maintenance préventive trimestrielle',
        body: 'Pour les installations critiques, un technicien passe chaque trimestre : contrôle des modules LED et de l’alimentation, nettoyage, calibrage des couleurs et mise à jour du lecteur multimédia. Les visites sont planifiées avec vous pour ne pas gêner votre activité.',
      },
      {
        id: 'vol-ou-sinistre',
        title: 'Déclarer un vol ou un sinistre',
        body: 'Déposez plainte, puis déclarez le sinistre à notre support dans les 48h en joignant le récépissé de plainte ou un constat. Nous organisons ensuite le remplacement du matériel selon les conditions prévues à votre contrat.',
      },
      {
        id: 'ecran-noir',
        title: 'Mon écran reste noir : les premières vérifications',
        body: 'Vérifiez que l’écran est bien alimenté et que la programmation horaire ne l’a pas mis en veille. Débranchez ensuite le lecteur multimédia pendant 30 secondes puis rebranchez-le. Si l’image ne revient pas, contactez le support : la garantie couvre l’intervention pendant toute la durée de votre contrat.',
      },
    ],
  },
]);

export const helpPopularQuestions: HelpPopularQuestion[] = withFrenchTypography([
  {
    id: 'duree-contrat',
    question: 'Quelle est la durée d’un contrat de location ?',
    answer: 'De 12 à 60 mois, au choix. La durée la plus fréquente est de 36 mois.',
  },
  {
    id: 'apport',
    question: 'Faut-il verser un apport ?',
    answer:
      'Non, aucun apport n’est demandé. Au-delà de 100 000 € HT d’équipement, un premier loyer majoré peut être proposé en option.',
  },
  {
    id: 'delai-reponse-dossier',
    question: 'En combien de temps mon dossier est-il étudié ?',
    answer:
      'Sous 24 à 48h à réception d’un dossier complet : extrait Kbis de moins de 3 mois, 2 derniers bilans et RIB.',
  },
  {
    id: 'delai-livraison',
    question: 'Quand serai-je livré ?',
    answer:
      'Sous 7 à 15 jours ouvrés pour un équipement standard, et 3 à 6 semaines pour une réalisation sur mesure. L’installation et une formation de 2h sont incluses.',
  },
  {
    id: 'en-cas-de-panne',
    question: 'Que se passe-t-il en cas de panne ?',
    answer:
      `Appelez le ${site.supportPhone}, disponible 24h/7j pour les pannes. Un technicien intervient sur site sous 48h (4h avec l’option premium), et un matériel de remplacement est installé si la réparation dépasse 5 jours.`,
  },
  {
    id: 'fin-de-contrat',
    question: 'Que se passe-t-il à la fin du contrat ?',
    answer:
      'Nous vous contactons 3 mois avant l’échéance. Vous pouvez restituer gratuitement le matériel, le renouveler avec 10 % de remise ou le racheter à sa valeur résiduelle.',
  },
]);

export interface HelpSearchEntry {
  kind: 'article' | 'question';
  id: string;
  /** Topic of an article; null for a popular question. */
  topicId: HelpTopic['id'] | null;
  topicTitle: string | null;
  title: string;
  body: string;
}

/** Every article and popular question in one flat list, for the search box (e.g. `matchesSearch(query, [entry.title, entry.body, entry.topicTitle])`). */
export const helpSearchIndex: HelpSearchEntry[] = [
  ...helpTopics.flatMap((topic) =>
    topic.articles.map(
      (article): HelpSearchEntry => ({
        kind: 'article',
        id: `${topic.id}/${article.id}`,
        topicId: topic.id,
        topicTitle: topic.title,
        title: article.title,
        body: article.body,
      }),
    ),
  ),
  ...helpPopularQuestions.map(
    (item): HelpSearchEntry => ({
      kind: 'question',
      id: `question/${item.id}`,
      topicId: null,
      topicTitle: null,
      title: item.question,
      body: item.answer,
    }),
  ),
];

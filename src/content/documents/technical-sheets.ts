import type { DocumentContent } from './types';

/** The three technical documents of the documentation page. */
export const technicalSheets: DocumentContent[] = [
  {
    id: 'fiches-techniques-led',
    title: 'Fiches techniques écrans LED',
    summary: 'Les caractéristiques des gammes intérieures et extérieures ; la fiche exacte de votre modèle accompagne votre proposition.',
    chapters: [
      {
        heading: 'Gamme intérieure',
        blocks: [
          { bullets: ['Pas de pixel : 1,5 à 3,9 mm.', 'Luminosité : 600 à 1 200 cd/m².', 'Consommation moyenne : 150 à 250 W/m².', 'Indice de protection : IP30.', 'Modules de 500 × 500 mm, accès par l’avant.'] },
        ],
      },
      {
        heading: 'Gamme extérieure',
        blocks: [
          { bullets: ['Pas de pixel : 3,9 à 10 mm.', 'Luminosité : 5 000 à 7 000 cd/m², réglage automatique.', 'Consommation moyenne : 250 à 400 W/m².', 'Indice de protection : IP65 en façade, IP54 à l’arrière.', 'Température de fonctionnement : −20 à +50 °C.'] },
        ],
      },
      {
        heading: 'Choisir le pas de pixel',
        blocks: [
          { paragraph: 'La distance de lecture minimale, en mètres, est à peu près égale au pas de pixel en millimètres. Un écran de 2,5 mm se regarde confortablement à partir de 2,5 m ; en vitrine vue de la rue, un pas de 3,9 à 6 mm suffit.' },
        ],
      },
    ],
  },
  {
    id: 'prerequis-installation-murs-images',
    title: 'Prérequis d’installation des murs d’images',
    summary: 'Ce qu’il faut prévoir dans vos locaux avant la pose d’un mur d’images.',
    chapters: [
      {
        heading: 'Support et charges',
        blocks: [
          { paragraph: 'Comptez 25 à 35 kg par mètre carré d’écran, structure comprise. La fixation murale exige une cloison maçonnée ou un renfort ; sur une cloison en plaques de plâtre, une structure autoportante au sol est installée.' },
        ],
      },
      {
        heading: 'Alimentation électrique',
        blocks: [
          { bullets: ['Une ligne dédiée, protégée par un disjoncteur différentiel 30 mA.', 'Une prise 16 A pour 4 m² d’écran environ.', 'Un accès au tableau électrique le jour de l’installation.'] },
        ],
      },
      {
        heading: 'Ventilation et dégagements',
        blocks: [
          { paragraph: 'Laissez 10 cm d’espace à l’arrière et sur les côtés de l’écran, et évitez les niches fermées. Prévoyez un accès de 60 cm devant l’écran pour la maintenance et, si le local dépasse 30 °C, une ventilation ou une climatisation.' },
        ],
      },
    ],
  },
  {
    id: 'prerequis-reseau-securite',
    title: 'Prérequis réseau et sécurité informatique',
    summary: 'À transmettre à votre service informatique avant la mise en service.',
    chapters: [
      {
        heading: 'Connexion',
        blocks: [
          { paragraph: 'Un raccordement filaire (RJ45, 100 Mbit/s minimum) est recommandé pour chaque lecteur. Le Wi-Fi est possible en 5 GHz, WPA2 ou WPA3, avec un signal d’au moins −65 dBm à l’emplacement du lecteur.' },
        ],
      },
      {
        heading: 'Flux à autoriser',
        blocks: [
          { bullets: ['HTTPS sortant (TCP 443) vers la plateforme de diffusion.', 'NTP sortant (UDP 123) pour l’horloge des programmations.', 'DNS (UDP et TCP 53) vers vos résolveurs.', 'Aucun port entrant n’est nécessaire.'] },
        ],
      },
      {
        heading: 'Recommandations',
        blocks: [
          { bullets: ['Isolez les lecteurs dans un VLAN dédié à l’affichage.', 'Attribuez-leur une adresse IP réservée par DHCP.', 'Laissez actives les mises à jour de sécurité automatiques.'] },
        ],
      },
    ],
  },
];

import { site } from '@/config/site';
import type { DocumentContent } from './types';

/** The four user guides of the documentation page. */
export const userGuides: DocumentContent[] = [
  {
    id: 'guide-prise-en-main-led',
    title: 'Prise en main de votre écran LED',
    summary: 'Les gestes du quotidien pour utiliser, régler et entretenir l’écran LED installé dans vos locaux.',
    chapters: [
      {
        heading: 'Mise sous tension et arrêt',
        blocks: [
          { paragraph: 'Votre écran est raccordé à un boîtier de commande et à un lecteur multimédia. Mettez toujours le boîtier sous tension en premier, puis le lecteur : l’image apparaît en moins d’une minute.' },
          { bullets: ['Allumage : interrupteur du boîtier, puis bouton du lecteur.', 'Arrêt : commande « Veille » du logiciel, puis coupure du boîtier.', 'Ne coupez jamais l’alimentation générale pendant une mise à jour.'] },
        ],
      },
      {
        heading: 'Luminosité et horaires de veille',
        blocks: [
          { paragraph: 'La luminosité se règle depuis le logiciel de diffusion, de 10 à 100 %. En intérieur, 40 à 60 % suffisent et prolongent la durée de vie des diodes ; en vitrine, activez le capteur de luminosité automatique.' },
          { paragraph: 'Programmez une plage de veille en dehors de vos heures d’ouverture : l’écran consomme alors moins de 1 W par module et s’allume seul le matin.' },
        ],
      },
      {
        heading: 'Entretien courant',
        blocks: [
          { bullets: ['Dépoussiérez la surface une fois par mois avec un chiffon microfibre sec.', 'N’utilisez ni produit ménager, ni eau, ni air comprimé sur les modules.', 'Laissez libres les grilles de ventilation du boîtier.'] },
          { paragraph: `Au moindre doute, appelez le support au ${site.supportPhone} ou écrivez à ${site.supportEmail}.` },
        ],
      },
    ],
  },
  {
    id: 'guide-diffusion-contenus',
    title: 'Diffuser et planifier vos contenus',
    summary: 'Créer vos playlists, les programmer et piloter plusieurs écrans depuis un seul poste.',
    chapters: [
      {
        heading: 'Créer une playlist',
        blocks: [
          { paragraph: 'Une playlist est une suite de contenus diffusés en boucle : images, vidéos, pages web ou messages texte. Importez vos fichiers dans la médiathèque, puis faites-les glisser dans la playlist dans l’ordre voulu.' },
          { bullets: ['Images : JPEG ou PNG, à la résolution de l’écran.', 'Vidéos : MP4 (H.264), sans son si l’écran est en vitrine.', 'Durée conseillée : 8 à 12 secondes par visuel fixe.'] },
        ],
      },
      {
        heading: 'Programmer par jour et par heure',
        blocks: [
          { paragraph: 'Chaque playlist peut recevoir une plage de diffusion : jours de la semaine, heures de début et de fin, dates de validité. Une playlist programmée a priorité sur la playlist par défaut pendant sa plage.' },
        ],
      },
      {
        heading: 'Gérer plusieurs écrans',
        blocks: [
          { paragraph: 'Regroupez vos écrans par site ou par usage, puis publiez une playlist sur un groupe entier. L’état de chaque écran (en ligne, hors ligne, dernière synchronisation) s’affiche dans le tableau de bord.' },
          { bullets: ['Publiez hors des heures d’affluence pour les fichiers lourds.', 'Vérifiez l’aperçu avant publication.', 'Conservez une playlist de secours sur chaque lecteur.'] },
        ],
      },
    ],
  },
  {
    id: 'guide-bornes-interactives',
    title: 'Utiliser votre borne interactive',
    summary: 'Fonctionnement de l’écran tactile, mode kiosque, nettoyage et redémarrage.',
    chapters: [
      {
        heading: 'L’écran tactile',
        blocks: [
          { paragraph: 'La dalle reconnaît jusqu’à 10 points de contact simultanés. Un toucher franc suffit : inutile d’appuyer. Si le toucher devient imprécis, lancez l’étalonnage depuis le menu de maintenance.' },
        ],
      },
      {
        heading: 'Le mode kiosque',
        blocks: [
          { paragraph: 'En mode kiosque, la borne n’affiche que votre application et revient à l’écran d’accueil après une période d’inactivité réglable (60 secondes par défaut). Le menu de maintenance s’ouvre avec le code remis à l’installation.' },
        ],
      },
      {
        heading: 'Nettoyage et redémarrage',
        blocks: [
          { bullets: ['Nettoyez la dalle avec un chiffon microfibre légèrement humide, borne en veille.', 'Proscrivez l’alcool pur, l’acétone et les produits abrasifs.', 'En cas de blocage, maintenez le bouton d’alimentation 10 secondes, attendez 30 secondes, puis rallumez.'] },
          { paragraph: `Si le blocage se répète, contactez le support au ${site.supportPhone}.` },
        ],
      },
    ],
  },
  {
    id: 'guide-diagnostic-incident',
    title: 'Diagnostic rapide en cas d’incident',
    summary: 'Les vérifications à faire avant d’appeler le support, et les informations à préparer.',
    chapters: [
      {
        heading: 'Premières vérifications',
        blocks: [
          { bullets: ['Le boîtier et le lecteur sont-ils alimentés (voyants allumés) ?', 'Le câble réseau est-il branché, ou le Wi-Fi disponible ?', 'Une plage de veille est-elle programmée à cette heure-ci ?', 'Le redémarrage du lecteur règle-t-il le problème ?'] },
        ],
      },
      {
        heading: 'Informations à préparer',
        blocks: [
          { paragraph: 'Pour accélérer l’intervention, munissez-vous de votre numéro de contrat, du numéro de série inscrit sur l’étiquette du matériel, d’une photo de l’écran et d’une description du symptôme (depuis quand, en continu ou par intermittence).' },
        ],
      },
      {
        heading: 'Contacter le support',
        blocks: [
          { paragraph: `Le support est joignable au ${site.supportPhone} et à ${site.supportEmail}. Un diagnostic à distance est réalisé en priorité ; si un déplacement est nécessaire, le délai d’intervention prévu par votre contrat s’applique.` },
        ],
      },
    ],
  },
];

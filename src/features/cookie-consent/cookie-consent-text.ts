export const cookieConsentText = {
  bannerLabel: 'Gestion des cookies',
  bannerTitle: 'Vos choix en matière de cookies',
  // Kept short: a banner taller than the page's own content would hide it on a phone.
  bannerText:
    'Avec votre accord, nous utilisons des cookies de mesure d’audience, marketing et de fonctionnalité.',
  acceptAll: 'Tout accepter',
  refuseAll: 'Tout refuser',
  customise: 'Personnaliser',
  save: 'Enregistrer mes choix',
  dialogTitle: 'Préférences de cookies',
  dialogDescription:
    'Choisissez les catégories de cookies que vous acceptez. Votre choix est conservé 6 mois, et vous pouvez le modifier à tout moment.',
  alwaysOn: 'Toujours actifs',
} as const;

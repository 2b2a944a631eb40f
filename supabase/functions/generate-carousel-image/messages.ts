// What generate-carousel-image answers, in French: one message per refusal or failure.

export const MAX_PROMPT_LENGTH = 1000;

export const messages = {
  method: 'Méthode non autorisée : utilisez POST.',
  unauthenticated: 'Authentification requise.',
  forbidden: 'Accès réservé aux administrateurs.',
  roleCheck: 'Impossible de vérifier vos droits pour le moment. Veuillez réessayer.',
  badJson: 'Requête invalide : le corps doit être un objet JSON { prompt, width, height }.',
  promptRequired: 'Veuillez saisir un prompt.',
  promptTooLong: `Le prompt ne doit pas dépasser ${MAX_PROMPT_LENGTH} caractères.`,
  promptMarkup: 'Le prompt ne doit pas contenir de balises HTML.',
  size: 'Taille d’image non prise en charge : 1536 × 1024, 1024 × 1024 ou 1024 × 1536 uniquement.',
  notConfigured: 'La génération d’images n’est pas configurée (clé IMAGE_API_KEY manquante).',
  serverConfig: 'Le service de génération est mal configuré (variables Supabase manquantes).',
  upstreamTimeout: 'Le service de génération d’images n’a pas répondu à temps. Veuillez réessayer.',
  upstreamUnreachable: 'Le service de génération d’images est injoignable. Veuillez réessayer plus tard.',
  upstreamRejected: 'Le service de génération d’images a refusé la demande. Veuillez réessayer plus tard.',
  upstreamAuth: 'Le service de génération d’images a refusé la clé d’API configurée.',
  upstreamBusy: 'Le service de génération d’images est saturé ou son quota est atteint. Réessayez plus tard.',
  upstreamPolicy: 'Le prompt a été refusé par le service de génération (contenu non autorisé). Reformulez-le.',
  upstreamInvalid: 'Le service de génération d’images a renvoyé une réponse inexploitable.',
  storage: 'L’image a été générée mais n’a pas pu être enregistrée. Veuillez réessayer.',
  imageAddress: 'Le service de génération d’images a renvoyé une adresse d’image refusée.',
  imageTooLarge: 'L’image générée dépasse la taille maximale de 10 Mo.',
  quotaCheck: 'Impossible de vérifier votre quota d’images pour le moment. Veuillez réessayer.',
  internal: "Impossible de générer l'image",
} as const;

/** French, with the configured limit and the wait rounded up to the minute. */
export function quotaMessage(limit: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Quota atteint : ${limit} images par heure au maximum. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}

import { MINIMUM_PASSWORD_LENGTH } from '@/config/auth';
import { NoRowError } from './db';
import { constraintOf } from './form-errors';

/** Turns PostgREST, GoTrue, Storage and network errors into French sentences for the screen. */

interface ServiceError {
  code?: string;
  message?: string;
  status?: number;
  statusCode?: string;
  details?: string | null;
}

const constraintMessages: Record<string, string> = {
  categories_slug_key: 'Ce slug est déjà utilisé par une autre catégorie.',
  categories_slug_check: 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets.',
  seo_content_page_url_key: 'Une page existe déjà pour cette URL.',
  seo_content_page_url_check: 'L’URL de la page doit être relative et commencer par « / » (ex. /a-propos).',
  orders_order_number_key: 'Ce numéro de commande existe déjà.',
  contract_items_serial_number_key: 'Ce numéro de série est déjà attribué à un autre équipement.',
  contract_items_serial_number_check:
    'Numéro de série : de 3 à 40 caractères, lettres sans accents, chiffres, point, tiret, barre oblique ou souligné.',
  products_image_url_check: 'L’URL de l’image doit commencer par https:// ou par « / ».',
  products_slug_key: 'Ce slug est déjà utilisé par un autre produit.',
  products_slug_check:
    'Le slug ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (ex. totem-exterieur-55).',
  products_category_id_check: 'Un produit actif doit appartenir à une catégorie.',
  // Deleting a category that still holds products is refused earlier, in French, by a trigger.
  products_category_id_fkey: 'La catégorie choisie n’existe plus : choisissez-en une autre.',
  quote_requests_product_id_fkey: 'Ce produit n’est plus proposé.',
  hero_slides_image_url_check: 'L’URL du média doit commencer par https:// ou par « / ».',
  hero_slides_cta_link_check: 'Le lien du bouton doit commencer par https:// ou par « / ».',
  hero_slides_dates_check: 'La date de fin doit être postérieure à la date de début.',
  hero_slides_image_width_check:
    'Les dimensions enregistrées pour l’image ne sont pas valides : importez l’image à nouveau.',
  hero_slides_variant_widths_check:
    'Les dimensions enregistrées pour l’image ne sont pas valides : importez l’image à nouveau.',
  hero_slides_variants_need_width_check:
    'Les dimensions enregistrées pour l’image ne sont pas valides : importez l’image à nouveau.',
  hero_slides_video_variants_check: 'Une vidéo n’a pas de tailles d’image : importez-la à nouveau.',
  seo_content_canonical_url_check: 'L’URL canonique doit commencer par https:// ou par « / ».',
  leads_email_check: 'L’adresse e-mail n’est pas valide.',
  quote_requests_email_check: 'L’adresse e-mail n’est pas valide.',
  quote_requests_phone_check: 'Le numéro de téléphone n’est pas valide.',
  quote_requests_siret_check: 'Le SIRET doit comporter exactement 14 chiffres.',
  quote_requests_type_check: 'Ce type de demande n’existe pas.',
  quote_requests_status_check: 'Ce statut de demande n’existe pas.',
  quote_request_notes_body_check: 'La note doit contenir entre 1 et 2 000 caractères, sans balises.',
  lead_notes_body_check: 'La note doit contenir entre 1 et 2 000 caractères, sans balises.',
  leads_next_action_check: 'La prochaine action doit contenir entre 1 et 200 caractères, sans balises.',
  leads_next_action_date_check: 'La date de la prochaine action n’est pas valide.',
  leads_quote_request_id_key: 'Cette demande a déjà été convertie en lead.',
  leads_score_check: 'Le score doit être compris entre 0 et 100.',
  order_items_quantity_check: 'La quantité doit être comprise entre 1 et 10 000.',
  order_items_duration_check: 'La durée doit être de 12, 24, 36, 48 ou 60 mois.',
  order_items_monthly_payment_check: 'Le loyer mensuel doit être un montant positif.',
  orders_email_check: 'L’adresse e-mail du client n’est pas valide.',
  orders_phone_check: 'Le numéro de téléphone du client n’est pas valide.',
  email_campaigns_name_check: 'Le nom de la campagne doit contenir entre 1 et 120 caractères, sans balises.',
  email_campaigns_subject_check: 'L’objet doit contenir au plus 150 caractères, sans balises.',
  email_campaigns_content_check:
    'Le contenu doit faire au plus 20 000 caractères, sans HTML ni lien javascript: ou data:.',
  email_campaigns_segment_score_check: 'Les scores vont de 0 à 100, le minimum ne dépassant pas le maximum.',
  email_campaigns_segment_created_check: 'La date de fin doit être postérieure ou égale à la date de début.',
  email_campaigns_batch_size_check: 'La taille des lots doit être comprise entre 1 et 500.',
  email_campaigns_batch_interval_check: 'L’intervalle entre deux lots doit être compris entre 10 et 3 600 secondes.',
  email_campaigns_ready_check: 'Renseignez l’objet et le contenu avant d’envoyer la campagne.',
  // One line: these reach e-mail headers (issue 25).
  quote_requests_first_name_line_check: 'Le prénom doit tenir sur une seule ligne, sans caractère de contrôle.',
  quote_requests_last_name_line_check: 'Le nom doit tenir sur une seule ligne, sans caractère de contrôle.',
  quote_requests_company_line_check:
    'Le nom de l’entreprise doit tenir sur une seule ligne, sans caractère de contrôle.',
  quote_requests_subject_line_check: 'Le sujet doit tenir sur une seule ligne, sans caractère de contrôle.',
  quote_requests_marketing_consent_evidence_check:
    'L’accord aux campagnes doit être accompagné de la page et du texte de la case cochée.',
  leads_first_name_line_check: 'Le prénom doit tenir sur une seule ligne, sans caractère de contrôle.',
  leads_last_name_line_check: 'Le nom doit tenir sur une seule ligne, sans caractère de contrôle.',
  leads_company_line_check: 'Le nom de la société doit tenir sur une seule ligne, sans caractère de contrôle.',
  orders_first_name_line_check: 'Le prénom du client doit tenir sur une seule ligne, sans caractère de contrôle.',
  orders_last_name_line_check: 'Le nom du client doit tenir sur une seule ligne, sans caractère de contrôle.',
  orders_company_line_check: 'La société du client doit tenir sur une seule ligne, sans caractère de contrôle.',
  email_campaigns_name_line_check: 'Le nom de la campagne doit tenir sur une seule ligne, sans caractère de contrôle.',
  email_campaigns_subject_line_check: 'L’objet doit tenir sur une seule ligne, sans caractère de contrôle.',
  // An offer's client becomes the order's customer on acceptance (issue 34).
  offers_client_first_name_line_check:
    'Le prénom du client doit tenir sur une seule ligne, sans caractère de contrôle.',
  offers_client_last_name_line_check: 'Le nom du client doit tenir sur une seule ligne, sans caractère de contrôle.',
  offers_client_company_line_check: 'La société du client doit tenir sur une seule ligne, sans caractère de contrôle.',
  offers_client_phone_check: 'Le numéro de téléphone du client n’est pas valide.',
  staff_profiles_display_name_check: 'Le nom doit contenir entre 1 et 120 caractères, sans balises.',
  staff_profiles_display_name_line_check: 'Le nom doit tenir sur une seule ligne, sans caractère de contrôle.',
  staff_profiles_user_id_key: 'Ce membre de l’équipe a déjà un nom.',
};

const authMessages: Record<string, string> = {
  invalid_credentials: 'E-mail ou mot de passe incorrect.',
  over_request_rate_limit: 'Trop de tentatives de connexion. Patientez quelques minutes avant de réessayer.',
  email_not_confirmed: 'Cette adresse e-mail n’a pas encore été confirmée.',
  session_not_found: 'Votre session a expiré. Veuillez vous reconnecter.',
  refresh_token_not_found: 'Votre session a expiré. Veuillez vous reconnecter.',
  user_not_found: 'Votre session a expiré. Veuillez vous reconnecter.',
  user_banned: 'Ce compte est désactivé. Contactez un administrateur.',
  otp_expired: 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  weak_password: `Le mot de passe doit contenir au moins ${MINIMUM_PASSWORD_LENGTH} caractères.`,
  same_password: 'Le nouveau mot de passe doit être différent de l’ancien.',
  over_email_send_rate_limit:
    'Un e-mail vient déjà d’être envoyé à cette adresse. Patientez une minute avant d’en redemander un.',
};

function knownConstraint(error: ServiceError): string | undefined {
  const constraint = constraintOf(error);
  return constraint && constraint in constraintMessages ? constraint : undefined;
}

export function errorMessage(error: unknown, fallback = 'Une erreur est survenue. Veuillez réessayer.'): string {
  if (!error || typeof error !== 'object') return fallback;
  // Our own "no row touched" failure already says it in French.
  if (error instanceof NoRowError) return error.message;
  const e = error as ServiceError;
  const constraint = knownConstraint(e);
  if (constraint) return constraintMessages[constraint];
  if (e.code && authMessages[e.code]) return authMessages[e.code];
  if (e.message === 'Invalid login credentials') return authMessages.invalid_credentials;
  switch (e.code) {
    // Raised by the database's own rules (workflow, conversion, orders): already French.
    case 'P0001':
      return e.message || fallback;
    case 'PT429':
      return 'Trop de demandes ont été envoyées. Veuillez réessayer dans quelques minutes.';
    case '23505':
      return 'Cette valeur existe déjà.';
    case '23514':
    case '23502':
    case '22P02':
    case '22001':
    case '22003':
      return 'Une valeur saisie ne respecte pas le format attendu. Vérifiez le formulaire.';
    case '42501':
    case 'PGRST301':
    case 'PGRST303':
      return 'Vous n’avez pas les droits nécessaires pour cette action, ou votre session a expiré.';
    case 'PGRST116':
      return 'L’élément demandé est introuvable.';
  }
  if (e.statusCode === '413') return 'Le fichier dépasse la taille maximale autorisée (10 Mo).';
  if (e.statusCode === '415') return 'Ce type de fichier n’est pas accepté.';
  if (e.statusCode === '409') return 'Un fichier portant ce nom existe déjà.';
  if (e.statusCode === '403') return 'Vous n’avez pas les droits nécessaires pour cette action.';
  if (/fetch|network|load failed/i.test(e.message ?? '')) {
    return 'Le service est injoignable. Vérifiez votre connexion et réessayez.';
  }
  return fallback;
}

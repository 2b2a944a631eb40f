/**
 * The campaigns box of the public forms, as the visitor reads it. Never pre-ticked (CNIL: consent
 * is an act). The form sends this wording and its page with the request, and both are kept with
 * the consent as its evidence (quote_requests, then the lead converted from it).
 */
export const marketingConsentWording =
  'J’accepte de recevoir par e-mail les nouveautés et offres de VisioLease (facultatif ; désinscription en un clic dans chaque e-mail).';

// The functions visitors (`anon`) may execute, each with the reason it must be so. The lints of
// tests/support/security-lints.ts fail on any other: a function in `private` executable by PUBLIC
// or by `anon` without an entry below, a function in `public` executable by `anon` that is not an
// anonymous RPC of the app (docs/security.md, « Function grants »).

/** The RPCs the app calls as a visitor, each with the module that calls it. */
export const ANONYMOUS_RPCS = {
  get_offer_for_client: 'src/features/offers/api/client-offer.ts',
  accept_offer: 'src/features/offers/api/client-offer.ts',
  decline_offer: 'src/features/offers/api/client-offer.ts',
  unsubscribe: 'src/features/unsubscribe/api/unsubscribe.ts',
} as const;

// A CHECK, an index expression or a generated column runs with the rights of whoever writes the
// row, and a `begin atomic` wrapper calls what it names as its caller: a visitor sending a public
// form (an insert into quote_requests) or opening an offer or unsubscribe link needs these.
const publicForms = 'the public forms (a visitor inserts into quote_requests)';
const wrapper = (rpc: keyof typeof ANONYMOUS_RPCS) =>
  `the SECURITY DEFINER body behind public.${rpc}, whose begin atomic wrapper calls it as the visitor`;

/** Functions in `private` that `anon` executes, by signature, and why. */
export const VISITOR_PRIVATE_FUNCTIONS: Record<string, string> = {
  'private.is_text(value text, max_length integer)': `CHECKs of names, company, subject, message and UTM in ${publicForms}`,
  'private.is_plain_text(value text)': `called by private.is_text, so by the same CHECKs of ${publicForms}`,
  'private.is_single_line(value text)': `one-line CHECKs of names, company, subject and consent wording in ${publicForms}`,
  'private.is_email(value text)': `the e-mail CHECK of ${publicForms}`,
  'private.is_phone(value text)': `the phone CHECK of ${publicForms}`,
  'private.is_site_path(value text, max_length integer)': `the landing and consent page CHECKs of ${publicForms}`,
  'private.is_web_address(value text, max_length integer)': `the referrer CHECK of ${publicForms}`,
  'private.mailbox(email text)': `the index quote_requests_mailbox_created_at_idx, computed on ${publicForms}`,
  'private.search_text(VARIADIC parts text[])': `the generated column quote_requests.search, computed on ${publicForms}`,
  'private.get_offer_for_client(token text)': wrapper('get_offer_for_client'),
  'private.accept_offer(token text, offer_id uuid, signer_name text, signer_position text, agreed boolean)':
    wrapper('accept_offer'),
  'private.decline_offer(token text, offer_id uuid, reason text)': wrapper('decline_offer'),
  'private.unsubscribe(token text)': wrapper('unsubscribe'),
};

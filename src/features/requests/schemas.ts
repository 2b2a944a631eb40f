import { marketingConsentWording } from '@/config/marketing-consent';
import type { RequestType } from '@/domain/requests/request-types';
import { z } from '@/lib/zod';
import type { TablesInsert } from '@/lib/db';
import {
  emailPattern,
  hiddenCharacterMessage,
  hiddenCharacterPattern,
  isPhone,
  lineBreakPattern,
  markupPattern,
  singleLineMessage,
} from '@/lib/text-rules';

/**
 * The quote / contact form, mirroring the CHECK constraints of `public.quote_requests`
 * (supabase/schemas/requests.sql): what the form accepts,
 * the database stores, and the other way round.
 */

export const quoteLimits = {
  firstName: 80,
  lastName: 80,
  email: 254,
  company: 120,
  subject: 150,
  message: 5000,
} as const;

export const siretPattern = /^[0-9]{14}$/;

/** '123 456 789 00012' → '12345678900012' (every kind of space removed, NBSP included). */
export function normalizeSiret(value: string): string {
  return value.replace(/\s/g, '');
}

/**
 * A required, trimmed, markup-free text of at most `max` characters; `line` names a field that must
 * fit on one line (it reaches an e-mail header: quote_requests_*_line_check).
 */
function plainText(messages: { required: string; tooLong: string; markup: string; line?: string }, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(max, { error: messages.tooLong })
    .refine((value) => !markupPattern.test(value), { error: messages.markup })
    .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage })
    .refine((value) => !messages.line || !lineBreakPattern.test(value), { error: messages.line });
}

const markup = (what: string) => `${what} ne doit pas contenir de balises HTML.`;

const baseShape = {
  first_name: plainText(
    {
      required: 'Veuillez saisir votre prénom.',
      tooLong: `Le prénom ne doit pas dépasser ${quoteLimits.firstName} caractères.`,
      markup: markup('Le prénom'),
      line: singleLineMessage('Le prénom'),
    },
    quoteLimits.firstName,
  ),
  last_name: plainText(
    {
      required: 'Veuillez saisir votre nom.',
      tooLong: `Le nom ne doit pas dépasser ${quoteLimits.lastName} caractères.`,
      markup: markup('Le nom'),
      line: singleLineMessage('Le nom'),
    },
    quoteLimits.lastName,
  ),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir votre adresse e-mail.', abort: true })
    .max(quoteLimits.email, { error: `L’adresse e-mail ne doit pas dépasser ${quoteLimits.email} caractères.` })
    .regex(emailPattern, { error: 'Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).' }),
  phone: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir votre numéro de téléphone.', abort: true })
    .refine(isPhone, {
      error: 'Veuillez saisir un numéro de téléphone valide (ex. 01 23 45 67 89).',
    }),
  subject: plainText(
    {
      required: 'Veuillez indiquer le sujet de votre demande.',
      tooLong: `Le sujet ne doit pas dépasser ${quoteLimits.subject} caractères.`,
      markup: markup('Le sujet'),
      line: singleLineMessage('Le sujet'),
    },
    quoteLimits.subject,
  ),
  message: plainText(
    {
      required: 'Veuillez saisir votre message.',
      tooLong: 'Le message ne doit pas dépasser 5\u00a0000 caractères.',
      markup: markup('Le message'),
    },
    quoteLimits.message,
  ),
  /**
   * The optional opt-in to campaigns (never pre-ticked): sent with the page and the wording shown,
   * its evidence, and copied to the lead on conversion — the only consent campaigns use.
   */
  marketing_consent: z.boolean(),
};

/** Pro variant (/contact-pro, /devenir-partenaire): company required, SIRET optional. */
export const proQuoteSchema = z.object({
  ...baseShape,
  company: plainText(
    {
      required: 'Veuillez indiquer le nom de votre entreprise.',
      tooLong: `Le nom de l’entreprise ne doit pas dépasser ${quoteLimits.company} caractères.`,
      markup: markup('Le nom de l’entreprise'),
      line: singleLineMessage('Le nom de l’entreprise'),
    },
    quoteLimits.company,
  ),
  siret: z.string().refine((value) => normalizeSiret(value) === '' || siretPattern.test(normalizeSiret(value)), {
    error: 'Le SIRET doit comporter exactement 14 chiffres (ex. 123 456 789 00012).',
  }),
});

/** General variant (/contact): company and SIRET are not asked, and sent as null. */
export const contactSchema = z.object({ ...baseShape, company: z.string(), siret: z.string() });

export type QuoteFormValues = z.input<typeof proQuoteSchema>;
export type QuoteFormVariant = 'pro' | 'general';

export function quoteSchemaFor(variant: QuoteFormVariant) {
  return variant === 'pro' ? proQuoteSchema : contactSchema;
}

/** The columns anon may insert (see the column grants of quote_requests). */
export type QuoteRequestInsert = Required<
  Pick<
    TablesInsert<'quote_requests'>,
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'phone'
    | 'company'
    | 'siret'
    | 'subject'
    | 'message'
    | 'product_id'
    | 'marketing_consent'
    | 'marketing_consent_page'
    | 'marketing_consent_wording'
  >
> & { type: RequestType };

/**
 * Validated form values → the row sent to the database (company and siret null on the general
 * variant; product_id the product chosen from its page, or null). A ticked campaigns box goes
 * with its evidence: `page`, the path of the page the form is on, and the wording it showed.
 */
export function toQuoteRequestInsert(
  values: QuoteFormValues,
  variant: QuoteFormVariant,
  type: RequestType,
  productId: string | null = null,
  page = '/',
): QuoteRequestInsert {
  const siret = normalizeSiret(values.siret);
  return {
    type,
    product_id: productId,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: variant === 'pro' ? values.company.trim() : null,
    siret: variant === 'pro' && siret !== '' ? siret : null,
    subject: values.subject.trim(),
    message: values.message.trim(),
    marketing_consent: values.marketing_consent,
    marketing_consent_page: values.marketing_consent ? page : null,
    marketing_consent_wording: values.marketing_consent ? marketingConsentWording : null,
  };
}

export const emptyQuoteValues: QuoteFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company: '',
  siret: '',
  subject: '',
  message: '',
  marketing_consent: false,
};

import {
  checkBic,
  checkCreditorId,
  checkFrenchVat,
  checkIban,
  checkSiren,
  checkSiret,
  type IdentifierCheck,
} from '@/lib/billing-identifiers';
import type { Tables } from '@/lib/db';
import { emailPattern, hiddenCharacterMessage, hiddenCharacterPattern, markupPattern } from '@/lib/text-rules';
import { z } from '@/lib/zod';

/**
 * The company block printed on offers and invoices, mirroring company_settings' CHECKs with French
 * messages (supabase/migrations/20261127000400_offers.sql and 20261128000700_billing.sql). Every
 * field is required here: an invoice cannot go without any of them (billing_settings_missing).
 */
export type CompanySettings = Pick<
  Tables<'company_settings'>,
  | 'name'
  | 'address'
  | 'siren'
  | 'vat_number'
  | 'legal_form'
  | 'share_capital'
  | 'rcs'
  | 'siret'
  | 'head_office_street'
  | 'head_office_postal_code'
  | 'head_office_city'
  | 'sepa_creditor_id'
  | 'iban'
  | 'bic'
  | 'late_penalty_rate'
  | 'billing_email'
  | 'vat_on_debits'
>;

function text(what: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: `${what} est obligatoire.` })
    .max(max, { error: `${what} ne doit pas dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: `${what} ne doit pas contenir de balises.` })
    .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage });
}

/** An identifier typed with spaces or dashes, checked by its standard; the message is the check's. */
const identifier = (check: (value: string) => IdentifierCheck) =>
  z.string().superRefine((value, context) => {
    const result = check(value);
    if (!result.ok) context.addIssue({ code: 'custom', message: result.message });
  });

/** « 500 000 », « 12,15 »: a French decimal, at most two places. */
const decimal = /^[0-9][0-9 \u00a0\u202f]*([.,][0-9]{1,2})?$/;
const toNumber = (value: string) => Number(value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
const compact = (value: string) => value.replace(/[\s\-.]/g, '').toUpperCase();

export const companySettingsSchema = z
  .object({
    name: text('La raison sociale', 120),
    address: text('L’adresse', 300),
    siren: identifier(checkSiren),
    vat_number: identifier(checkFrenchVat),
    legal_form: text('La forme juridique', 60),
    share_capital: z
      .string()
      .trim()
      .refine((value) => decimal.test(value) && toNumber(value) > 0 && toNumber(value) <= 999_999_999_999, {
        error: 'Indiquez le capital social en euros (ex. 500 000).',
      }),
    rcs: text('L’immatriculation', 120).refine((value) => /RCS/i.test(value), {
      error: 'Indiquez l’immatriculation au RCS (ex. RCS Paris 912 345 675).',
    }),
    siret: identifier(checkSiret),
    head_office_street: text('L’adresse du siège', 200),
    head_office_postal_code: z
      .string()
      .trim()
      .regex(/^[0-9]{5}$/, { error: 'Le code postal compte 5 chiffres.' }),
    head_office_city: text('La ville du siège', 100),
    sepa_creditor_id: identifier(checkCreditorId),
    iban: identifier(checkIban),
    bic: identifier(checkBic),
    late_penalty_rate: z
      .string()
      .trim()
      .refine((value) => decimal.test(value) && toNumber(value) > 0 && toNumber(value) <= 100, {
        error: 'Indiquez un taux annuel entre 0 et 100 %, avec au plus deux décimales (ex. 12,15).',
      }),
    billing_email: z
      .string()
      .trim()
      .regex(emailPattern, { error: 'Veuillez saisir une adresse e-mail valide (ex. facturation@entreprise.fr).' }),
    vat_on_debits: z.boolean(),
  })
  .superRefine((values, context) => {
    const siren = values.siren.replace(/\s/g, '');
    if (checkSiret(values.siret).ok && !values.siret.replace(/\s/g, '').startsWith(siren))
      context.addIssue({ code: 'custom', path: ['siret'], message: 'Le SIRET commence par le SIREN de la société.' });
    if (checkFrenchVat(values.vat_number).ok && !compact(values.vat_number).endsWith(siren))
      context.addIssue({
        code: 'custom',
        path: ['vat_number'],
        message: 'Le numéro de TVA se termine par le SIREN de la société.',
      });
  });

export type CompanySettingsValues = z.input<typeof companySettingsSchema>;

/** The form's values from the row (numbers as the French write them, empty for what is missing). */
export function companySettingsValues(row: CompanySettings): CompanySettingsValues {
  const number = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
  return {
    name: row.name,
    address: row.address,
    siren: row.siren,
    vat_number: row.vat_number,
    legal_form: row.legal_form ?? '',
    share_capital: number(row.share_capital),
    rcs: row.rcs ?? '',
    siret: row.siret ?? '',
    head_office_street: row.head_office_street ?? '',
    head_office_postal_code: row.head_office_postal_code ?? '',
    head_office_city: row.head_office_city ?? '',
    sepa_creditor_id: row.sepa_creditor_id ?? '',
    iban: row.iban ?? '',
    bic: row.bic ?? '',
    late_penalty_rate: number(row.late_penalty_rate),
    billing_email: row.billing_email ?? '',
    vat_on_debits: row.vat_on_debits,
  };
}

/** The row to save from the form's values: identifiers compact, numbers as numbers. */
export function toCompanySettings(values: CompanySettingsValues): CompanySettings {
  const digits = (value: string) => value.replace(/\s/g, '');
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    siren: digits(values.siren),
    vat_number: compact(values.vat_number),
    legal_form: values.legal_form.trim(),
    share_capital: toNumber(values.share_capital),
    rcs: values.rcs.trim(),
    siret: digits(values.siret),
    head_office_street: values.head_office_street.trim(),
    head_office_postal_code: values.head_office_postal_code.trim(),
    head_office_city: values.head_office_city.trim(),
    sepa_creditor_id: compact(values.sepa_creditor_id),
    iban: compact(values.iban),
    bic: compact(values.bic),
    late_penalty_rate: toNumber(values.late_penalty_rate),
    billing_email: values.billing_email.trim(),
    vat_on_debits: values.vat_on_debits,
  };
}

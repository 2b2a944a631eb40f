import { z } from '@/lib/zod';
import type { TablesInsert } from '@/lib/db';
import { emailPattern, markupPattern, phonePattern } from '@/lib/text-rules';
import { creationLeadStatuses, leadSources } from './status';

/**
 * The lead creation form, mirroring the CHECK constraints of `public.leads`
 * (supabase/migrations/20261122000400_marketing_and_seo.sql): e-mail format, name and company
 * lengths, phone characters, notes length, no markup anywhere.
 */

export const leadLimits = {
  email: 254,
  firstName: 80,
  lastName: 80,
  company: 120,
  phone: 25,
  notes: 2000,
} as const;


/** An optional, trimmed, markup-free text of at most `max` characters ('' when left empty). */
function optionalPlainText(what: string, max: number, plural = false) {
  const must = plural ? 'ne doivent pas' : 'ne doit pas';
  return z
    .string()
    .trim()
    .max(max, { error: `${what} ${must} dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: `${what} ${must} contenir de balises HTML.` });
}

export const leadFormSchema = z.object({
  first_name: optionalPlainText('Le prénom', leadLimits.firstName),
  last_name: optionalPlainText('Le nom', leadLimits.lastName),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir l’adresse e-mail du lead.', abort: true })
    .max(leadLimits.email, {
      error: `L’adresse e-mail ne doit pas dépasser ${leadLimits.email} caractères.`,
      abort: true,
    })
    .regex(emailPattern, { error: 'Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).' }),
  company: optionalPlainText('Le nom de la société', leadLimits.company),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || phonePattern.test(value), {
      error: 'Veuillez saisir un numéro de téléphone valide (ex. 01 23 45 67 89).',
    }),
  source: z.enum(leadSources, { error: 'Veuillez choisir une source.' }),
  status: z.enum(creationLeadStatuses, { error: 'Veuillez choisir un statut.' }),
  notes: optionalPlainText('Les notes', leadLimits.notes, true),
});

export type LeadFormValues = z.input<typeof leadFormSchema>;
export type LeadFormOutput = z.output<typeof leadFormSchema>;

export const emptyLeadValues: LeadFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  phone: '',
  source: 'website',
  status: 'new',
  notes: '',
};

/** Spec §7: the columns a lead is created with. */
export type LeadInsert = Required<
  Pick<
    TablesInsert<'leads'>,
    'email' | 'first_name' | 'last_name' | 'company' | 'phone' | 'source' | 'status' | 'notes'
  >
>;

const orNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Validated form values → the row sent to the database (empty texts become null). */
export function toLeadInsert(values: LeadFormOutput): LeadInsert {
  return {
    email: values.email.trim(),
    first_name: orNull(values.first_name),
    last_name: orNull(values.last_name),
    company: orNull(values.company),
    phone: orNull(values.phone),
    source: values.source,
    status: values.status,
    notes: orNull(values.notes),
  };
}

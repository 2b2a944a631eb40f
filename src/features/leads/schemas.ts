import { z } from '@/lib/zod';
import type { Tables, TablesInsert, TablesUpdate } from '@/lib/db';
import {
  emailPattern,
  hiddenCharacterMessage,
  hiddenCharacterPattern,
  isPhone,
  lineBreakPattern,
  markupPattern,
  singleLineMessage,
} from '@/lib/text-rules';
import { creationLeadStatuses, leadSources, leadStatuses, type LeadStatus } from '@/domain/leads/status';

/**
 * The lead creation form, mirroring the CHECK constraints of `public.leads`
 * (supabase/schemas/requests.sql): e-mail format, name and company
 * lengths, phone characters, notes length, no markup anywhere.
 */

export const leadLimits = {
  email: 254,
  firstName: 80,
  lastName: 80,
  company: 120,
  phone: 25,
  notes: 2000,
  nextAction: 200,
  score: 100,
} as const;

/** An optional, trimmed, markup-free text of at most `max` characters ('' when left empty). */
function optionalPlainText(what: string, max: number, plural = false) {
  const must = plural ? 'ne doivent pas' : 'ne doit pas';
  return z
    .string()
    .trim()
    .max(max, { error: `${what} ${must} dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: `${what} ${must} contenir de balises HTML.` })
    .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage });
}

/** A name or a company: one line too (leads_*_line_check). */
function optionalLine(what: string, max: number) {
  return optionalPlainText(what, max).refine((value) => !lineBreakPattern.test(value), {
    error: singleLineMessage(what),
  });
}

export const leadFormSchema = z.object({
  first_name: optionalLine('Le prénom', leadLimits.firstName),
  last_name: optionalLine('Le nom', leadLimits.lastName),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir l’adresse e-mail du lead.', abort: true })
    .max(leadLimits.email, {
      error: `L’adresse e-mail ne doit pas dépasser ${leadLimits.email} caractères.`,
      abort: true,
    })
    .regex(emailPattern, { error: 'Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).' }),
  company: optionalLine('Le nom de la société', leadLimits.company),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isPhone(value), {
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

/** Validated form values → the row sent to the database (empty texts become null); the edit form shares it. */
export function toLeadInsert(values: Omit<LeadFormOutput, 'status'> & { status: LeadStatus }): LeadInsert {
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

const scoreMessage = `Le score doit être un nombre entier compris entre 0 et ${leadLimits.score}.`;
/** leads_next_action_date_check, as ISO dates (they compare as strings). */
const nextActionDateRange = { min: '2000-01-01', max: '2100-12-31' } as const;

/**
 * The lead edit form: every column staff may change (the creation rules, any of the seven
 * statuses, plus score, last contact, next action and its date), mirroring leads_score_check,
 * leads_next_action_check and leads_next_action_date_check. Values are the inputs' strings.
 */
export const leadEditSchema = leadFormSchema.extend({
  status: z.enum(leadStatuses, { error: 'Veuillez choisir un statut.' }),
  score: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: scoreMessage, abort: true })
    .refine((value) => Number(value) <= leadLimits.score, { error: scoreMessage })
    .transform(Number),
  // A datetime-local value (local time), '' when never contacted.
  last_contact_date: z.string().refine((value) => value === '' || !Number.isNaN(new Date(value).getTime()), {
    error: 'Veuillez saisir une date et une heure de contact valides.',
  }),
  next_action: optionalPlainText('La prochaine action', leadLimits.nextAction),
  next_action_date: z
    .string()
    .refine(
      (value) =>
        value === '' ||
        (/^\d{4}-\d{2}-\d{2}$/.test(value) && value >= nextActionDateRange.min && value <= nextActionDateRange.max),
      { error: 'La date de la prochaine action doit être comprise entre le 01/01/2000 et le 31/12/2100.' },
    ),
});

export type LeadEditValues = z.input<typeof leadEditSchema>;
export type LeadEditOutput = z.output<typeof leadEditSchema>;

/** The columns the edit form writes (the grant of authenticated on public.leads). */
export type LeadUpdate = Pick<
  TablesUpdate<'leads'>,
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'phone'
  | 'source'
  | 'status'
  | 'notes'
  | 'score'
  | 'last_contact_date'
  | 'next_action'
  | 'next_action_date'
>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp → the value of a datetime-local input, in the browser's time zone. */
export function toDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A lead row → the edit form's values; an unknown source or status leaves its select empty. */
export function leadEditValues(lead: Tables<'leads'>): LeadEditValues {
  return {
    email: lead.email,
    first_name: lead.first_name ?? '',
    last_name: lead.last_name ?? '',
    company: lead.company ?? '',
    phone: lead.phone ?? '',
    source: lead.source as LeadEditValues['source'],
    status: lead.status as LeadEditValues['status'],
    notes: lead.notes ?? '',
    score: String(lead.score),
    last_contact_date: toDateTimeInput(lead.last_contact_date),
    next_action: lead.next_action ?? '',
    next_action_date: lead.next_action_date ?? '',
  };
}

/**
 * Validated values → the update, keeping only the fields the user changed: an untouched last
 * contact keeps its seconds, and a concurrent change to another field is not overwritten.
 */
export function toLeadUpdate(
  values: LeadEditOutput,
  changed: Partial<Record<keyof LeadEditValues, unknown>>,
): LeadUpdate {
  const all: Required<LeadUpdate> = {
    ...toLeadInsert(values),
    score: values.score,
    last_contact_date: values.last_contact_date === '' ? null : new Date(values.last_contact_date).toISOString(),
    next_action: orNull(values.next_action),
    next_action_date: values.next_action_date === '' ? null : values.next_action_date,
  };
  return Object.fromEntries(Object.entries(all).filter(([key]) => changed[key as keyof LeadEditValues])) as LeadUpdate;
}

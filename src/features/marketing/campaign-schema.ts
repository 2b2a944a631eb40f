import { leadSources, leadStatuses, type LeadSource, type LeadStatus } from '@/domain/leads/status';
import type { Tables, TablesInsert } from '@/lib/db';
import { fieldOfDbError } from '@/lib/form-errors';
import {
  hiddenCharacterMessage,
  hiddenCharacterPattern,
  lineBreakPattern,
  markupPattern,
  singleLineMessage,
} from '@/lib/text-rules';
import { z } from '@/lib/zod';

/**
 * The campaign form, mirroring the CHECK constraints of `public.email_campaigns`
 * (supabase/schemas/campaigns.sql): what the form accepts, the database stores.
 * Numbers are typed as text and converted on the way out.
 */

export type Campaign = Tables<'email_campaigns'>;

export const campaignLimits = {
  name: 120,
  subject: 150,
  content: 20_000,
  batchSize: { min: 1, max: 500 },
  batchIntervalSeconds: { min: 10, max: 3600 },
} as const;

/**
 * `private.is_campaign_markdown`: raw HTML (autolinks <https://…> aside) and scripting or data
 * link targets are refused, since markdown-it would show them as text, not as the author meant.
 */
export const campaignHtmlPattern = /<(?!https?:\/\/|mailto:)[\p{L}/!?]/u;
export const campaignUnsafeLinkPattern = /(\]\(|\]:)\s*<?\s*(javascript|vbscript|data|file):/i;

const codePoints = (value: string) => [...value].length;
const nf = new Intl.NumberFormat('fr-FR');

/** `label` is how the field's own message names it (« Le nom de la campagne »). */
function plainLine(what: string, label: string, max: number, required: boolean) {
  return (
    z
      .string()
      .trim()
      .refine((value) => !required || value !== '', { error: `Veuillez saisir ${what}.`, abort: true })
      .refine((value) => codePoints(value) <= max, {
        error: `Ce champ ne doit pas dépasser ${nf.format(max)} caractères.`,
      })
      .refine((value) => !markupPattern.test(value), { error: 'Ce champ ne doit pas contenir de balises HTML.' })
      .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage })
      // The subject is an e-mail header: a line break would start another one (email_campaigns_*_line_check).
      .refine((value) => !lineBreakPattern.test(value), { error: singleLineMessage(label) })
  );
}

/** A whole number typed as text, between min and max. */
function wholeNumber(label: string, { min, max }: { min: number; max: number }) {
  const message = `${label} doit être un nombre entier entre ${nf.format(min)} et ${nf.format(max)}.`;
  return z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, { error: message })
    .transform(Number);
}

const day = z
  .string()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), { error: 'Date invalide.' });

export const campaignSchema = z
  .object({
    name: plainLine('le nom de la campagne', 'Le nom de la campagne', campaignLimits.name, true),
    subject: plainLine('l’objet de l’e-mail', 'L’objet de l’e-mail', campaignLimits.subject, false),
    content: z
      .string()
      .refine((value) => codePoints(value) <= campaignLimits.content, {
        error: `Le contenu ne doit pas dépasser ${nf.format(campaignLimits.content)} caractères.`,
      })
      .refine((value) => !campaignHtmlPattern.test(value), {
        error: 'Le HTML n’est pas accepté : mettez en forme avec Markdown (**gras**, [lien](https://…)).',
      })
      .refine((value) => !campaignUnsafeLinkPattern.test(value), {
        error: 'Les liens doivent commencer par https://, http:// ou mailto:.',
      })
      .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage }),
    segment_statuses: z.array(z.enum(leadStatuses)),
    segment_sources: z.array(z.enum(leadSources)),
    segment_score_min: wholeNumber('Le score minimum', { min: 0, max: 100 }),
    segment_score_max: wholeNumber('Le score maximum', { min: 0, max: 100 }),
    segment_created_from: day,
    segment_created_to: day,
    batch_size: wholeNumber('La taille des lots', campaignLimits.batchSize),
    batch_interval_seconds: wholeNumber('L’intervalle entre deux lots', campaignLimits.batchIntervalSeconds),
  })
  .refine((v) => v.segment_score_min <= v.segment_score_max, {
    error: 'Le score minimum doit être inférieur ou égal au score maximum.',
    path: ['segment_score_max'],
  })
  .refine((v) => !v.segment_created_from || !v.segment_created_to || v.segment_created_from <= v.segment_created_to, {
    error: 'La date de fin doit être postérieure ou égale à la date de début.',
    path: ['segment_created_to'],
  });

export type CampaignFormValues = z.input<typeof campaignSchema>;
export type CampaignInput = z.output<typeof campaignSchema>;
export type CampaignWrite = Pick<
  TablesInsert<'email_campaigns'>,
  | 'name'
  | 'subject'
  | 'content'
  | 'segment_statuses'
  | 'segment_sources'
  | 'segment_score_min'
  | 'segment_score_max'
  | 'segment_created_from'
  | 'segment_created_to'
  | 'batch_size'
  | 'batch_interval_seconds'
>;

export const emptyCampaignValues: CampaignFormValues = {
  name: '',
  subject: '',
  content: '',
  segment_statuses: [],
  segment_sources: [],
  segment_score_min: '0',
  segment_score_max: '100',
  segment_created_from: '',
  segment_created_to: '',
  batch_size: '50',
  batch_interval_seconds: '60',
};

export function toCampaignWrite(values: CampaignInput): CampaignWrite {
  return {
    ...values,
    subject: values.subject || null,
    segment_created_from: values.segment_created_from || null,
    segment_created_to: values.segment_created_to || null,
  };
}

const isStatus = (value: string): value is LeadStatus => (leadStatuses as readonly string[]).includes(value);
const isSource = (value: string): value is LeadSource => (leadSources as readonly string[]).includes(value);

export function campaignToFormValues(campaign: Campaign): CampaignFormValues {
  return {
    name: campaign.name,
    subject: campaign.subject ?? '',
    content: campaign.content,
    segment_statuses: campaign.segment_statuses.filter(isStatus),
    segment_sources: campaign.segment_sources.filter(isSource),
    segment_score_min: String(campaign.segment_score_min),
    segment_score_max: String(campaign.segment_score_max),
    segment_created_from: campaign.segment_created_from ?? '',
    segment_created_to: campaign.segment_created_to ?? '',
    batch_size: String(campaign.batch_size),
    batch_interval_seconds: String(campaign.batch_interval_seconds),
  };
}

/** « Copie de … »: a new draft with the same content and audience. */
export function duplicateCampaignWrite(campaign: Campaign): CampaignWrite {
  const name = `Copie de ${campaign.name}`;
  return toCampaignWrite({
    ...campaignSchema.parse(campaignToFormValues(campaign)),
    name: codePoints(name) > campaignLimits.name ? [...name].slice(0, campaignLimits.name).join('') : name,
  });
}

const constraintFields: Record<string, keyof CampaignFormValues> = {
  email_campaigns_name_check: 'name',
  email_campaigns_subject_check: 'subject',
  email_campaigns_name_line_check: 'name',
  email_campaigns_subject_line_check: 'subject',
  email_campaigns_content_check: 'content',
  email_campaigns_segment_score_check: 'segment_score_max',
  email_campaigns_segment_created_check: 'segment_created_to',
  email_campaigns_batch_size_check: 'batch_size',
  email_campaigns_batch_interval_check: 'batch_interval_seconds',
};

export function fieldOfServerError(error: unknown): keyof CampaignFormValues | undefined {
  return fieldOfDbError(error, constraintFields);
}

import { z } from '@/lib/zod';
import {
  emailPattern,
  hiddenCharacterMessage,
  hiddenCharacterPattern,
  lineBreakPattern,
  markupPattern,
  singleLineMessage,
} from '@/lib/text-rules';
import { incidentTypes } from '@/domain/service/status';

/**
 * The « Signaler un incident » form of /assistance, mirroring what public.report_incident_public
 * and the CHECKs of public.incidents accept (supabase/schemas/contracts.sql);
 * the edge function report-incident hands the same fields to that function.
 */
export const reportLimits = {
  /** incidents_description_check, for staff who open an incident. */
  staffDescriptionMax: 2000,
  email: 254,
  equipment: 120,
  descriptionMin: 10,
  /** public.incidents allows 2000; the function puts the equipment named (120 at most) before it. */
  descriptionMax: 1800,
  photos: 3,
} as const;

/** CTR-YYYY-NNNNN, as private.next_contract_number writes it. */
export const contractNumberPattern = /^CTR-[0-9]{4}-[0-9]{5}$/;

const noMarkup = (what: string) => `${what} ne doit pas contenir de balises HTML.`;

/** An incident's description: incidents_description_check (10 to 2000 characters, plain text). */
export function incidentDescription(max: number) {
  return z
    .string()
    .trim()
    .min(reportLimits.descriptionMin, {
      error: `Décrivez l’incident en ${reportLimits.descriptionMin} caractères au moins.`,
      abort: true,
    })
    .max(max, { error: `La description ne doit pas dépasser ${max} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: noMarkup('La description') })
    .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage });
}

export const reportIncidentSchema = z.object({
  contract_number: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: 'Veuillez saisir le numéro de votre contrat.', abort: true })
        .regex(contractNumberPattern, { error: 'Le numéro de contrat s’écrit CTR-AAAA-NNNNN (ex. CTR-2026-00042).' }),
    ),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez saisir l’adresse e-mail du contrat.', abort: true })
    .max(reportLimits.email, { error: `L’adresse e-mail ne doit pas dépasser ${reportLimits.email} caractères.` })
    .regex(emailPattern, { error: 'Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).' }),
  type: z.enum(incidentTypes, { error: 'Veuillez choisir le type d’incident.' }),
  equipment: z
    .string()
    .trim()
    .min(1, { error: 'Veuillez indiquer l’équipement concerné (modèle ou numéro de série).', abort: true })
    .max(reportLimits.equipment, {
      error: `L’équipement ne doit pas dépasser ${reportLimits.equipment} caractères.`,
    })
    .refine((value) => !markupPattern.test(value), { error: noMarkup('L’équipement') })
    .refine((value) => !lineBreakPattern.test(value), { error: singleLineMessage('L’équipement') }),
  description: incidentDescription(reportLimits.descriptionMax),
});

export type ReportIncidentValues = z.input<typeof reportIncidentSchema>;
export type ReportIncidentInput = z.output<typeof reportIncidentSchema>;

export const emptyReportValues: ReportIncidentValues = {
  contract_number: '',
  email: '',
  type: '' as ReportIncidentValues['type'],
  equipment: '',
  description: '',
};

/** The answer shown whether or not the contract number and the e-mail matched: nothing is revealed. */
export const neutralReportAnswer =
  'Merci. Si ces informations correspondent à un contrat actif, vous recevrez un accusé de réception avec le numéro d’incident.';

/** What the theft choice reminds: the contract's rule (a theft is declared within 48 hours, with the police report). */
export const theftReminder =
  'Un vol doit nous être déclaré dans les 48 heures. Déposez plainte auprès de la police ou de la gendarmerie et gardez le récépissé : il vous sera demandé.';

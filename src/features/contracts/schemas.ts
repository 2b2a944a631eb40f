import { isUuid } from '@/lib/uuid';
import { z } from '@/lib/zod';
import { endOfLeaseOutcomes } from '@/domain/contracts/status';

/** contract_items.serial_number's CHECK (the database refuses anything else, and duplicates). */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9._/-]{3,40}$/;
export const serialNumberMessage =
  'De 3 à 40 caractères : lettres sans accents, chiffres, point, tiret, barre oblique ou souligné.';
export const serialNumberSchema = z.object({
  serial_number: z
    .string()
    .trim()
    .refine((value) => value === '' || SERIAL_NUMBER_PATTERN.test(value), serialNumberMessage),
});
export type SerialNumberValues = z.infer<typeof serialNumberSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** public.plan_installation's arguments: a day and the technician who installs. */
export const installationPlanSchema = z.object({
  planned_on: z.string().regex(DAY, 'Choisissez la date d’installation.'),
  technician_id: z.string().refine(isUuid, 'Choisissez le technicien.'),
});
export type InstallationPlanValues = z.infer<typeof installationPlanSchema>;

/** The name the customer types on the tablet, as the installation-report function checks it. */
export const SIGNED_NAME_MAX = 120;
export const installationReportSchema = z.object({
  signed_name: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .refine((value) => value.length >= 2, 'Indiquez le nom et le prénom du signataire.')
    .refine((value) => value.length <= SIGNED_NAME_MAX, `${SIGNED_NAME_MAX} caractères au plus.`),
});
export type InstallationReportInput = z.input<typeof installationReportSchema>;
export type InstallationReportValues = z.output<typeof installationReportSchema>;

/** public.record_end_of_lease's arguments; a buy-out without a value takes the database's scale. */
export const endOfLeaseSchema = z
  .object({
    outcome: z.enum(endOfLeaseOutcomes, { message: 'Choisissez l’issue du contrat.' }),
    residual_value: z.string().trim(),
  })
  .transform(({ outcome, residual_value }, context) => {
    if (outcome !== 'bought_out' || residual_value === '') return { outcome, residual_value_ht: undefined };
    const written = residual_value.replace(/[\s\u202f]/g, '');
    if (!/^\d{1,12}([.,]\d{1,2})?$/.test(written)) {
      context.addIssue({
        code: 'custom',
        path: ['residual_value'],
        message: 'Indiquez un montant positif en euros, avec deux décimales au plus.',
      });
      return z.NEVER;
    }
    return { outcome, residual_value_ht: Number(written.replace(',', '.')) };
  });
export type EndOfLeaseInput = z.input<typeof endOfLeaseSchema>;
export type EndOfLeaseValues = z.output<typeof endOfLeaseSchema>;

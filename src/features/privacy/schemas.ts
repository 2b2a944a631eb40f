import { emailPattern } from '@/lib/text-rules';
import { z } from '@/lib/zod';
import { requestKinds } from '@/domain/privacy/labels';

/** public.data_requests: data_requests_email_check, _kind_check, _received_on_check, _notes_check. */
export const dataRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'L’adresse e-mail est obligatoire.' })
    .max(254, { error: 'L’adresse ne doit pas dépasser 254 caractères.' })
    .regex(emailPattern, { error: 'Veuillez saisir une adresse e-mail valide (ex. nom@entreprise.fr).' }),
  kind: z.enum(requestKinds, { error: 'Choisissez le type de demande.' }),
  received_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Indiquez la date de réception.' })
    .refine((day) => day >= '2000-01-01' && day <= '2100-12-31', { error: 'Cette date n’est pas valide.' }),
  notes: z
    .string()
    .trim()
    .max(2000, { error: 'La note ne doit pas dépasser 2000 caractères.' })
    .transform((value) => value || null),
});
export type DataRequestInput = z.input<typeof dataRequestSchema>;
export type DataRequestValues = z.output<typeof dataRequestSchema>;

/** The search box: one address. */
export const searchSchema = z.object({ email: dataRequestSchema.shape.email });

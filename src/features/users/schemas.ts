import { emailPattern, markupPattern } from '@/lib/text-rules';
import { z } from '@/lib/zod';
import { roleOrder, type Role } from './roles';

export const MAX_NAME_LENGTH = 120;

const rolesField = z
  .array(z.enum(roleOrder as [Role, ...Role[]]))
  .min(1, { error: 'Choisissez au moins un rôle.' });

/** The invitation form; the admin-users function checks the same rules again. */
export const invitationSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .regex(emailPattern, { error: 'Saisissez une adresse e-mail valide.' }),
  fullName: z
    .string()
    .trim()
    .max(MAX_NAME_LENGTH, { error: `Le nom ne doit pas dépasser ${MAX_NAME_LENGTH} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: 'Le nom ne doit pas contenir de balises.' }),
  roles: rolesField,
});
export type InvitationValues = z.input<typeof invitationSchema>;
export type InvitationOutput = z.output<typeof invitationSchema>;

export const rolesSchema = z.object({ roles: rolesField });
export type RolesValues = z.infer<typeof rolesSchema>;

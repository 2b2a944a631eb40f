import {
  emailPattern,
  hiddenCharacterMessage,
  hiddenCharacterPattern,
  lineBreakPattern,
  markupPattern,
  singleLineMessage,
} from '@/lib/text-rules';
import { z } from '@/lib/zod';
import { roleOrder, type Role } from '@/domain/team/roles';

export const MAX_NAME_LENGTH = 120;

const rolesField = z.array(z.enum(roleOrder as [Role, ...Role[]])).min(1, { error: 'Choisissez au moins un rôle.' });

/**
 * The name the back-office shows for a staff member (public.staff_profiles.display_name: at most
 * 120 characters, one line, no markup); '' when the invitation gives none.
 */
function displayName() {
  return z
    .string()
    .trim()
    .max(MAX_NAME_LENGTH, { error: `Le nom ne doit pas dépasser ${MAX_NAME_LENGTH} caractères.` })
    .refine((value) => !markupPattern.test(value), { error: 'Le nom ne doit pas contenir de balises.' })
    .refine((value) => !hiddenCharacterPattern.test(value), { error: hiddenCharacterMessage })
    .refine((value) => !lineBreakPattern.test(value), { error: singleLineMessage('Le nom') });
}

/** A staff member's name, as an administrator gives it (required here: clearing it goes through its own button). */
export const displayNameSchema = z.object({
  displayName: displayName().refine((value) => value !== '', { error: 'Saisissez le nom à afficher.' }),
});
export type DisplayNameValues = z.input<typeof displayNameSchema>;

/** The invitation form; the admin-users function checks the same rules again. */
export const invitationSchema = z.object({
  email: z.string().trim().toLowerCase().regex(emailPattern, { error: 'Saisissez une adresse e-mail valide.' }),
  fullName: displayName(),
  roles: rolesField,
});
export type InvitationValues = z.input<typeof invitationSchema>;
export type InvitationOutput = z.output<typeof invitationSchema>;

export const rolesSchema = z.object({ roles: rolesField });
export type RolesValues = z.infer<typeof rolesSchema>;

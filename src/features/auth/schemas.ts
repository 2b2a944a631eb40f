import { MINIMUM_PASSWORD_LENGTH } from '@/config/auth';
import { emailPattern } from '@/lib/text-rules';
import { z } from '@/lib/zod';

export const passwordRule = `Au moins ${MINIMUM_PASSWORD_LENGTH} caractères. Une phrase facile à retenir fait un bon mot de passe.`;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().regex(emailPattern, { error: 'Saisissez une adresse e-mail valide.' }),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(MINIMUM_PASSWORD_LENGTH, { error: `Le mot de passe doit contenir au moins ${MINIMUM_PASSWORD_LENGTH} caractères.` })
      .max(72, { error: 'Le mot de passe ne doit pas dépasser 72 caractères.' }),
    confirmation: z.string(),
  })
  .refine((values) => values.password === values.confirmation, {
    error: 'Les deux mots de passe ne sont pas identiques.',
    path: ['confirmation'],
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

import { z } from '@/lib/zod';
import { hiddenCharacterMessage, hiddenCharacterPattern, markupPattern } from '@/lib/text-rules';

/** product_images_alt_check: `private.is_text(alt, 180)`, 1 to 180 characters of plain text. */
export const ALT_MAX_LENGTH = 180;

export const altMessages = {
  required:
    'Décrivez l’image : le texte alternatif est obligatoire (il est lu aux personnes aveugles et aux moteurs de recherche).',
  tooLong: `Le texte alternatif ne doit pas dépasser ${ALT_MAX_LENGTH} caractères.`,
  markup: 'Le texte alternatif ne doit pas contenir de balises HTML (« < » suivi d’une lettre).',
} as const;

/** What is typed is what is stored: the value is trimmed, then checked as the database will. */
export const altSchema = z.object({
  alt: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: altMessages.required });
      else if ([...value].length > ALT_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: altMessages.tooLong });
      else if (markupPattern.test(value)) ctx.addIssue({ code: 'custom', message: altMessages.markup });
      else if (hiddenCharacterPattern.test(value)) ctx.addIssue({ code: 'custom', message: hiddenCharacterMessage });
    }),
});

export type AltValues = z.input<typeof altSchema>;

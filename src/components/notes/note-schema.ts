import { z } from '@/lib/zod';
import { markupPattern } from '@/lib/text-rules';

/** An internal note, as quote_request_notes_body_check and lead_notes_body_check accept it. */
export const noteSchema = z.object({
  body: z
    .string()
    .max(2000, 'La note ne peut pas dépasser 2 000 caractères.')
    .refine((value) => value.trim().length > 0, 'Écrivez la note avant de l’ajouter.')
    .refine((value) => !markupPattern.test(value), 'La note ne peut pas contenir de balises.'),
});

export type NoteInput = z.infer<typeof noteSchema>;

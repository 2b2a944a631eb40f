import { describe, expect, it } from 'vitest';
import { hiddenCharacterMessage } from '@/lib/text-rules';
import { altMessages, altSchema } from './alt-schema';

const messageOf = (alt: string) => {
  const result = altSchema.safeParse({ alt });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('alt text (product_images_alt_check)', () => {
  it('is required: empty or blank is refused in French', () => {
    expect(messageOf('')).toBe(altMessages.required);
    expect(messageOf('   ')).toBe(altMessages.required);
    expect(altMessages.required).toMatch(/^Décrivez l’image/);
  });

  it('counts characters as Postgres does: 180 accepted, 181 refused', () => {
    expect(messageOf('é'.repeat(180))).toBeNull();
    expect(messageOf('😀'.repeat(180))).toBeNull();
    expect(messageOf('é'.repeat(181))).toBe(altMessages.tooLong);
  });

  it('refuses markup and invisible characters', () => {
    expect(messageOf('Écran <img src=x>')).toBe(altMessages.markup);
    expect(messageOf('Écran\u202evu de face')).toBe(hiddenCharacterMessage);
    expect(messageOf('Écran 55" < 60" vu de face')).toBeNull();
  });

  it('stores the trimmed text', () => {
    expect(altSchema.parse({ alt: '  Totem vu de face ' })).toEqual({ alt: 'Totem vu de face' });
  });
});

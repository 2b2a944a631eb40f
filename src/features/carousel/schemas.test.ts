import { describe, expect, it } from 'vitest';
import { ErrorCode, type FileRejection } from 'react-dropzone';
import { mediaExtension, mediaFileName, mediaTypeOf, rejectionMessages, rejectionReasons } from './media-files';
import {
  emptySlideValues,
  formatSlideDateRange,
  promptError,
  slideFormSchema,
  slideToFormValues,
  toSlidePayload,
  type Slide,
} from './schemas';

const slide: Slide = {
  id: 's1',
  title: 'Promo',
  subtitle: null,
  image_url: 'https://cdn.example.com/a.png',
  cta_text: null,
  cta_link: null,
  active: true,
  start_date: '2026-12-01T00:00:00+00:00',
  end_date: '2026-12-31',
  media_type: 'image',
  generated_by_ai: true,
  generation_prompt: 'un mur LED',
  order_position: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function rejection(...codes: string[]): FileRejection {
  return { file: new File(['x'], 'x') as FileRejection['file'], errors: codes.map((code) => ({ code, message: code })) };
}

describe('slide payload', () => {
  it('sends empty dates and texts as null', () => {
    const payload = toSlidePayload({ ...emptySlideValues(2), image_url: '/a.png' });
    expect(payload).toEqual({
      title: null,
      subtitle: null,
      image_url: '/a.png',
      cta_text: null,
      cta_link: null,
      active: true,
      start_date: null,
      end_date: null,
      media_type: 'image',
      generated_by_ai: false,
      generation_prompt: null,
      order_position: 2,
    });
  });

  it('trims dates to their date part when editing', () => {
    const values = slideToFormValues(slide);
    expect(values.start_date).toBe('2026-12-01');
    expect(values.end_date).toBe('2026-12-31');
    expect(values.order_position).toBe('3');
    expect(toSlidePayload(values)).toMatchObject({ generated_by_ai: true, generation_prompt: 'un mur LED' });
  });
});

describe('slide schema', () => {
  const base = { ...emptySlideValues(), image_url: '/a.png' };
  const messages = (values: object) => {
    const result = slideFormSchema.safeParse({ ...base, ...values });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('requires media', () => {
    expect(messages({ image_url: '' })).toContain('Veuillez ajouter une image');
  });
  it('refuses javascript: and data: links, accepts https and site paths', () => {
    expect(messages({ cta_link: 'javascript:alert(1)' })[0]).toMatch(/Le lien doit commencer/);
    expect(messages({ cta_link: 'data:text/html,x' })[0]).toMatch(/Le lien doit commencer/);
    expect(messages({ cta_link: '//evil.example' })[0]).toMatch(/Le lien doit commencer/);
    expect(messages({ cta_link: 'https://visiolease.fr/x' })).toEqual([]);
    expect(messages({ cta_link: '/contact-pro' })).toEqual([]);
  });
  it('refuses markup and oversized texts, keeps accents and emoji', () => {
    expect(messages({ title: '<script>alert(1)</script>' })).toEqual(['Le titre ne doit pas contenir de balises HTML.']);
    expect(messages({ title: 'x'.repeat(121) })).toEqual(['Le titre ne doit pas dépasser 120 caractères.']);
    expect(messages({ subtitle: 'x'.repeat(241) })).toEqual(['Le sous-titre ne doit pas dépasser 240 caractères.']);
    expect(messages({ cta_text: 'x'.repeat(41) })).toEqual(['Le texte du bouton ne doit pas dépasser 40 caractères.']);
    expect(messages({ title: 'Écrans géants 🎉 à prix réduit < 2 000 €' })).toEqual([]);
  });
  it('needs the end date on or after the start date', () => {
    expect(messages({ start_date: '2026-12-10', end_date: '2026-12-01' })).toEqual([
      'La date de fin doit être postérieure ou égale à la date de début.',
    ]);
    expect(messages({ start_date: '2026-12-10', end_date: '2026-12-10' })).toEqual([]);
  });
  it('needs a whole position', () => {
    expect(messages({ order_position: '-1' })[0]).toMatch(/nombre entier/);
    expect(messages({ order_position: '1.5' })[0]).toMatch(/nombre entier/);
  });
});

describe('prompt', () => {
  it('must be non-empty after trimming and at most 1000 characters', () => {
    expect(promptError('')).toBe('Veuillez saisir un prompt');
    expect(promptError('   \n ')).toBe('Veuillez saisir un prompt');
    expect(promptError('x'.repeat(1001))).toMatch(/1000/);
    expect(promptError('un mur LED')).toBeUndefined();
  });
});

describe('date range', () => {
  it('formats in fr-FR without shifting the day', () => {
    expect(formatSlideDateRange({ start_date: '2026-12-01', end_date: '2026-12-31' })).toBe('Du 01/12/2026 au 31/12/2026');
    expect(formatSlideDateRange({ start_date: '2026-12-01', end_date: null })).toBe('À partir du 01/12/2026 · Sans date de fin');
    expect(formatSlideDateRange({ start_date: null, end_date: '2026-12-31' })).toBe('Jusqu’au 31/12/2026');
    expect(formatSlideDateRange({ start_date: null, end_date: null })).toBe('Sans date de début ni de fin');
  });
});

describe('media files', () => {
  it('names uploads timestamp-random.ext', () => {
    expect(mediaFileName({ name: 'Photo.JPEG', type: 'image/jpeg' }, 1700000000000)).toMatch(/^1700000000000-[a-z0-9]{10}\.jpeg$/);
    expect(mediaExtension({ name: 'clip', type: 'video/mp4' })).toBe('mp4');
    expect(mediaTypeOf({ name: 'clip.mp4', type: 'video/mp4' })).toBe('video');
    expect(mediaTypeOf({ name: 'a.gif', type: 'image/gif' })).toBe('image');
  });
  it('explains every rejection in French', () => {
    expect(rejectionReasons([rejection(ErrorCode.FileInvalidType)])).toEqual([rejectionMessages.type]);
    expect(rejectionReasons([rejection(ErrorCode.FileTooLarge)])).toEqual([rejectionMessages.tooLarge]);
    expect(rejectionReasons([rejection(ErrorCode.FileTooSmall)])).toEqual([rejectionMessages.tooSmall]);
    expect(rejectionReasons([rejection(ErrorCode.TooManyFiles), rejection(ErrorCode.TooManyFiles, ErrorCode.FileInvalidType)])).toEqual([
      rejectionMessages.tooMany,
    ]);
  });
});

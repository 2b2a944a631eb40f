import { describe, expect, it } from 'vitest';
import { ErrorCode, type FileRejection } from 'react-dropzone';
import {
  HERO_IMAGE_WIDTHS,
  mediaExtension,
  mediaFileName,
  mediaTypeOf,
  rejectionMessages,
  rejectionReasons,
} from './media-files';
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
  image_width: null,
  image_variant_widths: [],
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
      image_width: null,
      image_variant_widths: [],
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

// The same cases as tests/integration/hero-slide-sizes.test.ts, which the database refuses or accepts.
describe('slide schema: the image width and its sizes', () => {
  const base = { ...emptySlideValues(), image_url: '/a.png' };
  const messages = (values: object) => {
    const result = slideFormSchema.safeParse({ ...base, ...values });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts an unknown width without sizes, and a known width with the sizes below it', () => {
    expect(messages({ image_width: null, image_variant_widths: [] })).toEqual([]);
    expect(messages({ image_width: 600, image_variant_widths: [] })).toEqual([]);
    expect(messages({ image_width: 1601, image_variant_widths: [640, 1024, 1600] })).toEqual([]);
    expect(messages({ image_width: 20000, image_variant_widths: [1024] })).toEqual([]);
  });
  it('refuses a width outside 1 to 20000 pixels or not whole', () => {
    expect(messages({ image_width: 0 })).toEqual(['La largeur de l’image doit être d’au moins 1 pixel.']);
    expect(messages({ image_width: 20001 })).toEqual(['La largeur de l’image ne doit pas dépasser 20000 pixels.']);
    expect(messages({ image_width: 1200.5 })).toEqual(['La largeur de l’image doit être un nombre entier de pixels.']);
  });
  it('refuses sizes without a width, of another width, twice the same, or not smaller than the original', () => {
    expect(messages({ image_width: null, image_variant_widths: [640] })).toEqual([
      'Des tailles d’image exigent la largeur de l’original.',
    ]);
    expect(messages({ image_width: 2000, image_variant_widths: [800] })).toEqual([
      'Les tailles de l’image ne peuvent être que 640, 1024, 1600 pixels.',
    ]);
    expect(messages({ image_width: 2000, image_variant_widths: [640, 640] })).toEqual([
      'Chaque taille de l’image ne peut figurer qu’une fois.',
    ]);
    expect(messages({ image_width: 1024, image_variant_widths: [640, 1024] })).toEqual([
      'Chaque taille de l’image doit être plus petite que l’original.',
    ]);
  });
  it('refuses sizes on a video', () => {
    expect(messages({ media_type: 'video', image_width: 1920, image_variant_widths: [640] })).toEqual([
      'Une vidéo n’a pas de tailles d’image.',
    ]);
    expect(messages({ media_type: 'video', image_width: null, image_variant_widths: [] })).toEqual([]);
  });
  it('names the widths and the bound the database checks', async () => {
    const { readFileSync } = await import('node:fs');
    const sql = readFileSync('supabase/schemas/content.sql', 'utf8');
    const list = /image_variant_widths <@ array\[([\d, ]+)\]/.exec(sql)?.[1];
    expect(list?.split(',').map(Number)).toEqual([...HERO_IMAGE_WIDTHS]);
    expect(sql).toContain('check (image_width between 1 and 20000)');
    for (const width of HERO_IMAGE_WIDTHS) {
      expect(sql).toContain(`cardinality(array_positions(image_variant_widths, ${width})) <= 1`);
      expect(sql).toContain(`(not ${width} = any (image_variant_widths) or image_width > ${width})`);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  imageFileProblem,
  imageRejections,
  MAX_IMAGE_BYTES,
  scaledHeight,
  sniffImageType,
  variantWidthsFor,
} from './image-files';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF');
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const webp = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
/** An ftyp box of 28 bytes: major brand, minor version, then compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffImageType', () => {
  it.each([
    ['JPEG', jpeg, 'image/jpeg'],
    ['PNG', png, 'image/png'],
    ['WebP', webp, 'image/webp'],
    ['AVIF (major brand)', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['AVIF (compatible brand)', ftyp('mif1', 'avif'), 'image/avif'],
  ])('recognises %s by its first bytes', (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ['text', bytes('Bonjour, ceci est un texte.')],
    ['HTML', bytes('<!doctype html><svg onload=alert(1)>')],
    ['an MP4 (ftyp without an AVIF brand)', ftyp('isom', 'mp41')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['AVIF named only as the minor version', bytes([0, 0, 0, 16], 'ftyp', 'mif1', 'avif')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, data) => {
    expect(sniffImageType(data)).toBeNull();
  });
});

describe('imageFileProblem', () => {
  const file = (name: string, size = 1000) => ({ name, size });

  it('accepts a file whose content and extension agree, or without extension', () => {
    expect(imageFileProblem(file('ecran.JPG'), 'image/jpeg')).toBeNull();
    expect(imageFileProblem(file('ecran.jpeg'), 'image/jpeg')).toBeNull();
    expect(imageFileProblem(file('capture'), 'image/png')).toBeNull();
  });

  it('refuses a text file renamed .jpg, and a PNG named .jpg', () => {
    expect(imageFileProblem(file('photo.jpg'), null)).toBe(imageRejections.spoofed);
    expect(imageFileProblem(file('photo.jpg'), 'image/png')).toBe(imageRejections.spoofed);
    expect(imageRejections.spoofed).toBe(
      'Ce fichier n’est pas une image JPEG, PNG, WebP ou AVIF : son contenu ne correspond pas à son extension.',
    );
  });

  it('refuses an empty file and one over 5 MB, accepts exactly 5 MB', () => {
    expect(imageFileProblem(file('a.png', 0), 'image/png')).toBe(imageRejections.empty);
    expect(imageFileProblem(file('a.png', MAX_IMAGE_BYTES + 1), 'image/png')).toBe(imageRejections.tooLarge);
    expect(imageFileProblem(file('a.png', MAX_IMAGE_BYTES), 'image/png')).toBeNull();
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe('sizes made at upload', () => {
  it('makes each standard width the original is wider than', () => {
    expect(variantWidthsFor(400)).toEqual([]);
    expect(variantWidthsFor(480)).toEqual([]);
    expect(variantWidthsFor(481)).toEqual([480]);
    expect(variantWidthsFor(960)).toEqual([480]);
    expect(variantWidthsFor(4000)).toEqual([480, 960]);
  });

  it('keeps the proportions, rounded, never below one pixel', () => {
    expect(scaledHeight(1600, 1200, 480)).toBe(360);
    expect(scaledHeight(1000, 333, 480)).toBe(160);
    expect(scaledHeight(10000, 1, 480)).toBe(1);
  });
});

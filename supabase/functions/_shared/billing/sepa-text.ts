// Text for SEPA files: banks take the EPC's Latin subset only (a-z A-Z 0-9 / - ? : ( ) . , ' +
// space). Accents are transliterated (« Société Générale » → « Societe Generale »), a few signs
// get their usual stand-in, the rest is dropped, and the result is cut to the field's length.

const STAND_INS: Record<string, string> = {
  Œ: 'OE',
  œ: 'oe',
  Æ: 'AE',
  æ: 'ae',
  ß: 'ss',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ł: 'L',
  ł: 'l',
  '&': '+',
  '’': "'",
  '‘': "'",
  '`': "'",
  '«': "'",
  '»': "'",
  '"': "'",
  '“': "'",
  '”': "'",
  '–': '-',
  '—': '-',
  _: '-',
  '€': 'EUR',
  '@': '(a)',
  ';': ',',
  '!': '.',
  '\n': ' ',
  '\t': ' ',
};

const NOT_SEPA = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/** `text` in the SEPA character set, spaces collapsed, cut to `max` characters. */
export function sepaText(text: string, max: number): string {
  const transliterated = [...text.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((char) => STAND_INS[char] ?? char)
    .join('');
  return transliterated.replace(NOT_SEPA, '').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** Max lengths of the ISO 20022 text types a SEPA file uses. */
export const MAX35 = 35;
export const MAX70 = 70;
export const MAX140 = 140;

// Embeds a whole TrueType font in a PDF as a Type0 / CIDFontType2 font (Identity-H: two bytes per
// glyph id), with the widths of the glyphs used and a ToUnicode map so the text stays searchable
// and copyable. This is what lets the offer print « é », « € », « ’ » and the narrow no-break space
// that the 14 standard PDF fonts (WinAnsi) cannot encode.
import { PDFArray, PDFDict, PDFHexString, PDFNumber, PDFString, type PDFDocument, type PDFRef } from 'pdf-lib';
import type { TrueTypeFont } from './truetype.ts';

export interface EmbeddedFont {
  ref: PDFRef;
  /** The hex string of glyph ids to show `text` with this font (missing glyphs become spaces). */
  encode(text: string): PDFHexString;
  widthOfTextAtSize(text: string, size: number): number;
  /** Writes the font's widths and Unicode map; call once, after the last encode(). */
  finish(): void;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

export function embedTrueType(pdf: PDFDocument, font: TrueTypeFont, name = 'OfferSans'): EmbeddedFont {
  const context = pdf.context;
  const scale = 1000 / font.unitsPerEm;
  const used = new Map<number, number>(); // glyph → code point
  const space = font.glyphOf(0x20);

  const glyphsOf = (text: string) =>
    [...text].map((character) => {
      const codePoint = character.codePointAt(0) ?? 0x20;
      const glyph = font.glyphOf(codePoint) || space;
      if (!used.has(glyph)) used.set(glyph, glyph === space ? 0x20 : codePoint);
      return glyph;
    });

  const fontFile = context.flateStream(font.bytes, { Length1: font.bytes.length });
  const fontFileRef = context.register(fontFile);
  const descriptorRef = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      Flags: 32,
      FontBBox: font.bbox.map((v) => Math.round(v * scale)),
      ItalicAngle: font.italicAngle,
      Ascent: Math.round(font.ascent * scale),
      Descent: Math.round(font.descent * scale),
      CapHeight: Math.round(font.capHeight * scale),
      StemV: 80,
      FontFile2: fontFileRef,
    }),
  );
  const widths = PDFArray.withContext(context);
  const cidFontRef = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
      FontDescriptor: descriptorRef,
      CIDToGIDMap: 'Identity',
      W: widths,
    }),
  );
  const toUnicodeRef = context.nextRef();
  const fontDict = context.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: name,
    Encoding: 'Identity-H',
    DescendantFonts: [cidFontRef],
    ToUnicode: toUnicodeRef,
  }) as PDFDict;
  const ref = context.register(fontDict);

  return {
    ref,
    encode: (text) => PDFHexString.of(glyphsOf(text).map(hex4).join('')),
    widthOfTextAtSize: (text, size) =>
      glyphsOf(text).reduce((sum, glyph) => sum + font.advanceOf(glyph), 0) * (size / font.unitsPerEm),
    finish() {
      const glyphs = [...used.keys()].sort((a, b) => a - b);
      for (const glyph of glyphs) {
        widths.push(PDFNumber.of(glyph));
        widths.push(context.obj([Math.round(font.advanceOf(glyph) * scale)]));
      }
      const utf16 = (codePoint: number) =>
        [...String.fromCodePoint(codePoint)].length && codePoint > 0xffff
          ? hex4(0xd800 + ((codePoint - 0x10000) >> 10)) + hex4(0xdc00 + ((codePoint - 0x10000) & 0x3ff))
          : hex4(codePoint);
      const lines = glyphs.map((glyph) => `<${hex4(glyph)}> <${utf16(used.get(glyph)!)}>`);
      const chunks: string[] = [];
      for (let i = 0; i < lines.length; i += 100) {
        const part = lines.slice(i, i + 100);
        chunks.push(`${part.length} beginbfchar\n${part.join('\n')}\nendbfchar`);
      }
      const cmap = [
        '/CIDInit /ProcSet findresource begin',
        '12 dict begin',
        'begincmap',
        '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
        '/CMapName /Adobe-Identity-UCS def',
        '/CMapType 2 def',
        '1 begincodespacerange',
        '<0000> <ffff>',
        'endcodespacerange',
        ...chunks,
        'endcmap',
        'CMapName currentdict /CMap defineresource pop',
        'end',
        'end',
      ].join('\n');
      context.assign(toUnicodeRef, context.flateStream(cmap));
    },
  };
}

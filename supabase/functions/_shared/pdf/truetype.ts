// A minimal TrueType reader: what embedding a font in a PDF needs (metrics, the Unicode → glyph
// map and advance widths). pdf-lib embeds custom fonts only through fontkit, which this project
// does not ship; this reads the few tables the PDF needs and nothing else.

export interface TrueTypeFont {
  bytes: Uint8Array;
  unitsPerEm: number;
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  /** Unicode code point → glyph id (0 when the font lacks it). */
  glyphOf(codePoint: number): number;
  /** Advance width of a glyph, in font units. */
  advanceOf(glyph: number): number;
}

export function parseTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    tables.set(tag, view.getUint32(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`TrueType: table ${tag} missing`);
    return offset;
  };

  const head = table('head');
  const unitsPerEm = view.getUint16(head + 18);
  const bbox: [number, number, number, number] = [
    view.getInt16(head + 36),
    view.getInt16(head + 38),
    view.getInt16(head + 40),
    view.getInt16(head + 42),
  ];
  const hhea = table('hhea');
  const metricsCount = view.getUint16(hhea + 34);
  let ascent = view.getInt16(hhea + 4);
  let descent = view.getInt16(hhea + 6);
  let capHeight = ascent;
  const os2 = tables.get('OS/2');
  if (os2 !== undefined) {
    ascent = view.getInt16(os2 + 68);
    descent = view.getInt16(os2 + 70);
    if (view.getUint16(os2) >= 2) capHeight = view.getInt16(os2 + 88);
  }
  const post = tables.get('post');
  const italicAngle = post === undefined ? 0 : view.getInt32(post + 4) / 65536;

  const hmtx = table('hmtx');
  const advanceOf = (glyph: number) => view.getUint16(hmtx + 4 * Math.min(glyph, metricsCount - 1));

  // The Windows Unicode subtable: format 12 (full range) if present, else format 4 (BMP).
  const cmap = table('cmap');
  let format4 = -1;
  let format12 = -1;
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    const offset = cmap + view.getUint32(cmap + 8 + i * 8);
    const format = view.getUint16(offset);
    if (platform === 3 && encoding === 10 && format === 12) format12 = offset;
    if (platform === 3 && encoding === 1 && format === 4) format4 = offset;
  }
  if (format4 < 0 && format12 < 0) throw new Error('TrueType: no Unicode cmap');

  function glyphOf(codePoint: number): number {
    if (format12 >= 0) {
      const groups = view.getUint32(format12 + 12);
      for (let g = 0; g < groups; g++) {
        const at = format12 + 16 + g * 12;
        const start = view.getUint32(at);
        const end = view.getUint32(at + 4);
        if (codePoint >= start && codePoint <= end) return view.getUint32(at + 8) + (codePoint - start);
      }
      return 0;
    }
    if (codePoint > 0xffff) return 0;
    const segments = view.getUint16(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      if (codePoint > view.getUint16(ends + s * 2)) continue;
      const start = view.getUint16(starts + s * 2);
      if (codePoint < start) return 0;
      const delta = view.getInt16(deltas + s * 2);
      const rangeOffset = view.getUint16(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  }

  return { bytes, unitsPerEm, bbox, ascent, descent, capHeight, italicAngle, glyphOf, advanceOf };
}

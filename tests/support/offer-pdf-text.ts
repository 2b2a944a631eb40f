// The text of an offer PDF (embedded Type0 fonts with a ToUnicode map): enough to
// assert what a reader would see, without a PDF viewer.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
}

export async function offerPdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lookup = (value: PDFObject | undefined) => (value instanceof PDFRef ? pdf.context.lookup(value) : value);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const fonts = lookup(page.node.Resources()?.get(PDFName.of('Font'))) as PDFDict | undefined;
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = lookup(ref) as PDFDict;
      const cmap = streamText(lookup(font.get(PDFName.of('ToUnicode'))));
      const map = new Map<string, string>();
      for (const [, glyph, unicode] of cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/gi)) {
        const units = unicode.match(/.{4}/g)!.map((u) => parseInt(u, 16));
        map.set(glyph.toUpperCase(), String.fromCharCode(...units));
      }
      maps.set(name.asString(), map);
    }
    const contents = lookup(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
    let current = new Map<string, string>();
    for (const stream of streams) {
      for (const [, font, hex] of streamText(stream).matchAll(/(?:\/([\w.+-]+) [\d.]+ Tf)|<([0-9A-F]+)> Tj/gi)) {
        if (font) current = maps.get(`/${font}`) ?? new Map();
        else if (hex)
          lines.push(
            hex
              .toUpperCase()
              .match(/.{4}/g)!
              .map((g) => current.get(g) ?? '?')
              .join(''),
          );
      }
    }
  }
  return lines.join('\n');
}

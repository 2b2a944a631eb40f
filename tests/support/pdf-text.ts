import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** WinAnsi differs from Latin-1 only in 0x80–0x9F; these are the characters our French texts use there. */
const winAnsiHigh: Record<number, string> = {
  0x80: '€', 0x85: '…', 0x8c: 'Œ', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x9c: 'œ',
};

function decodeWinAnsi(hex: string): string {
  return Array.from(Buffer.from(hex, 'hex'), (byte) => winAnsiHigh[byte] ?? String.fromCharCode(byte)).join('');
}

/**
 * The text drawn on the pages of a PDF written by pdf-lib with a standard font: its content streams
 * are Flate-compressed and draw hex strings (`<…> Tj`) in WinAnsi. Enough to assert what a reader sees, without a PDF text extractor.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Filter')) !== PDFName.of('FlateDecode')) continue;
    const content = Buffer.from(inflateSync(object.contents)).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      parts.push(decodeWinAnsi(hex ?? ''));
    }
  }
  return parts.join('\n');
}

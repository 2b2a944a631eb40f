// Renders the documentation page's PDFs from their typed content (src/content/documents) and
// writes them to `<outDir>/documents/<id>.pdf`. Run by `npm run build`, `npm run dev` and
// `scripts/preview-local.mjs` (default outDir: `public`, git-ignored output, copied by Vite).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { site } from '../src/config/site';
import { documents, type DocumentContent } from '../src/content/documents';
import { frenchTypography } from '../src/content/typography';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const CONTENT_TOP = PAGE.height - 96;
const CONTENT_BOTTOM = 96;
const NAVY = rgb(0.06, 0.13, 0.25);
const GREY = rgb(0.35, 0.38, 0.42);
// A fixed date keeps the files byte-identical from one build to the next (their size is shown on the cards).
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/**
 * The standard fonts encode WinAnsi only: the narrow no-break space becomes a no-break space and the
 * minus sign a hyphen; any other character outside WinAnsi makes `encodeText` throw (a build error).
 */
function printable(text: string): string {
  return frenchTypography(text).replace(/\u202f/g, '\u00a0').replace(/\u2212/g, '-');
}

/** Splits a text into lines that fit `width`, breaking at ordinary spaces only. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const identityLines = [
  `${site.legalName} – ${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
  `Tél. ${site.phone} – ${site.email} – SIRET ${site.legal.siret} – TVA ${site.legal.vat}`,
].map(printable);

/** Writes the company identity in the header and footer of every page, with "Page n / total". */
function drawFrames(pdf: PDFDocument, title: string, regular: PDFFont, bold: PDFFont) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    page.drawText(site.brand, { x: MARGIN, y: PAGE.height - 48, size: 14, font: bold, color: NAVY });
    const header = printable(title);
    const headerSize = 9;
    page.drawText(header, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(header, headerSize),
      y: PAGE.height - 46,
      size: headerSize,
      font: regular,
      color: GREY,
    });
    page.drawLine({ start: { x: MARGIN, y: PAGE.height - 60 }, end: { x: PAGE.width - MARGIN, y: PAGE.height - 60 }, thickness: 0.8, color: NAVY });
    page.drawLine({ start: { x: MARGIN, y: 64 }, end: { x: PAGE.width - MARGIN, y: 64 }, thickness: 0.5, color: GREY });
    identityLines.forEach((text, line) => page.drawText(text, { x: MARGIN, y: 50 - line * 11, size: 8, font: regular, color: GREY }));
    const number = `Page ${index + 1} / ${pages.length}`;
    page.drawText(number, { x: PAGE.width - MARGIN - regular.widthOfTextAtSize(number, 8), y: 50, size: 8, font: regular, color: GREY });
  });
}

/** Renders one document to PDF bytes (A4, Helvetica, headings, paragraphs and bullet lists). */
export async function renderDocument(content: DocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(printable(content.title));
  pdf.setAuthor(site.legalName);
  pdf.setSubject(printable(content.summary));
  pdf.setCreator(site.brand);
  pdf.setProducer(site.brand);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = CONTENT_TOP;
  const write = (text: string, options: { font: PDFFont; size: number; indent?: number; bullet?: boolean; color?: typeof NAVY }) => {
    const indent = options.indent ?? 0;
    const leading = options.size * 1.4;
    wrap(printable(text), options.font, options.size, TEXT_WIDTH - indent).forEach((line, index) => {
      if (y - leading < CONTENT_BOTTOM) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = CONTENT_TOP;
      }
      y -= leading;
      if (options.bullet && index === 0) page.drawText('•', { x: MARGIN + indent - 10, y, size: options.size, font: options.font });
      page.drawText(line, { x: MARGIN + indent, y, size: options.size, font: options.font, color: options.color ?? rgb(0.1, 0.1, 0.12) });
    });
  };

  write(content.title, { font: bold, size: 20, color: NAVY });
  y -= 4;
  write(content.summary, { font: regular, size: 11, color: GREY });
  for (const chapter of content.chapters) {
    y -= 14;
    write(chapter.heading, { font: bold, size: 13, color: NAVY });
    for (const block of chapter.blocks) {
      y -= 6;
      if ('paragraph' in block) write(block.paragraph, { font: regular, size: 10.5 });
      else for (const item of block.bullets) write(item, { font: regular, size: 10.5, indent: 14, bullet: true });
    }
  }
  y -= 18;
  write(`Document édité par ${site.legalName}. Pour toute question : ${site.email} – ${site.phone}.`, { font: regular, size: 9, color: GREY });

  drawFrames(pdf, content.title, regular, bold);
  return pdf.save();
}

/** Size as shown on the documentation cards: kilo-octets (1 Ko = 1 024 octets), rounded, « 48 Ko ». */
export function formatFileSize(bytes: number): string {
  const kilo = bytes / 1024;
  if (kilo < 1024) return `${Math.max(1, Math.round(kilo))}\u00a0Ko`;
  return `${(kilo / 1024).toFixed(1).replace('.', ',')}\u00a0Mo`;
}

/** Writes every document to `<outDir>/documents/<id>.pdf`; returns each id with its byte size. */
export async function buildDocuments(outDir: string): Promise<Array<{ id: string; bytes: number }>> {
  const folder = join(outDir, 'documents');
  mkdirSync(folder, { recursive: true });
  const written = [];
  for (const content of documents) {
    const bytes = await renderDocument(content);
    writeFileSync(join(folder, `${content.id}.pdf`), bytes);
    written.push({ id: content.id, bytes: bytes.length });
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await buildDocuments(process.argv[2] ?? 'public');
  for (const { id, bytes } of written) console.log(`documents/${id}.pdf  ${formatFileSize(bytes)}`);
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDocuments, formatFileSize, renderDocument } from '../../scripts/build-documents';
import { site } from '../../src/config/site';
import { documentationSections } from '../../src/content/documentation';
import { documents } from '../../src/content/documents';
import { frenchTypography } from '../../src/content/typography';
import { pdfText } from '../support/pdf-text';

const cards = documentationSections.flatMap((section) => section.documents);
const outDir = mkdtempSync(join(tmpdir(), 'documents-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('downloadable documents', { timeout: 60_000 }, () => {
  it('has one typed document for each card of the documentation page, and no other', () => {
    expect(documents.map((document) => document.id)).toEqual(cards.map((card) => card.id));
  });

  it.each(documents.map((document) => [document.id, document] as const))(
    '%s renders to a valid PDF with its French text and the company identity on every page',
    async (_id, document) => {
      const bytes = await renderDocument(document);
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      const pages = pdf.getPageCount();
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pdf.getAuthor()).toBe(site.legalName);
      const text = await pdfText(bytes);
      expect(text).toContain(frenchTypography(document.title));
      for (const chapter of document.chapters) expect(text).toContain(frenchTypography(chapter.heading));
      for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} / ${pages}`);
      expect(text.split(`${site.legalName} – ${site.address.street}`).length - 1).toBe(pages);
      expect(text).toContain(frenchTypography(`SIRET ${site.legal.siret}`));
      expect(text).toContain(site.email);
    },
  );

  it('renders the same bytes every time, so the sizes on the cards stay true', async () => {
    for (const document of documents.slice(0, 2)) {
      expect(Buffer.from(await renderDocument(document)).equals(Buffer.from(await renderDocument(document)))).toBe(true);
    }
  });

  it('writes every file, and each card shows the real size of its file', async () => {
    const written = await buildDocuments(outDir);
    expect(written.map((entry) => entry.id)).toEqual(cards.map((card) => card.id));
    for (const card of cards) {
      const file = readFileSync(join(outDir, 'documents', `${card.id}.pdf`));
      expect(written.find((entry) => entry.id === card.id)?.bytes).toBe(file.length);
      expect(card.fileSize).toBe(formatFileSize(file.length));
    }
  });
});

describe('formatFileSize', () => {
  it('rounds to the kilo-octet, then to a tenth of a mega-octet', () => {
    expect(formatFileSize(2571)).toBe('3\u00a0Ko');
    expect(formatFileSize(300)).toBe('1\u00a0Ko');
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe('2,5\u00a0Mo');
  });
});

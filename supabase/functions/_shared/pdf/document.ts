// What the server's PDFs share (the offer, the installation report): an A4 document with a
// subset of a TrueType font embedded by pdf-lib's fontkit (so « é », « € », « ’ » and the narrow
// no-break space print, and the text stays searchable through its ToUnicode map), a line writer,
// the French formats and the SHA-256 that identifies the bytes.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const NAVY = rgb(0.043, 0.122, 0.227);
export const TEXT = rgb(0.118, 0.161, 0.231);
export const GREY = rgb(0.278, 0.333, 0.412);
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;

/** French money as the site writes it: « 1 234,50 € » (narrow no-break space, no-break space). */
export const euro = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    Number(value) || 0,
  );
/** « 26/12/2026 » from an ISO date or timestamp (its calendar day as written). */
export const day = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

export interface DocumentInfo {
  title: string;
  author: string;
  /** Fixed dates: the same data always gives the same bytes, so the SHA-256 is its identity. */
  issued: Date;
}

/** A new PDF with its metadata and the font (subset to the glyphs used) embedded. */
export async function createDocument(info: DocumentInfo, fontBytes: Uint8Array) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(info.title);
  pdf.setAuthor(info.author);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(info.issued);
  pdf.setModificationDate(info.issued);
  pdf.setProducer('VisioLease');
  pdf.setCreator('VisioLease');
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(fontBytes, { subset: true });
  return { pdf, writer: new PdfWriter(pdf, font) };
}

/** The lessor's block of company_settings, printed at the top of its documents. */
export interface CompanyBlock {
  name: string;
  address: string;
  siren: string;
  vat_number: string;
}

/** The company block on the left, the document's identity on the right (its first line larger). */
export function letterhead(w: PdfWriter, company: CompanyBlock | null, identity: readonly string[]) {
  w.line(company?.name ?? 'VisioLease', 16, NAVY);
  const top = w.y;
  if (company) {
    w.paragraph(company.address, 9, GREY, MARGIN, 250);
    w.line(`SIREN ${company.siren} · TVA ${company.vat_number}`, 9, GREY);
  }
  const right = A4.width - MARGIN;
  identity.forEach((text, index) =>
    index === 0 ? w.right(right, top, text, 14, NAVY) : w.right(right, top - 3 - 13 * index, text, 9, GREY),
  );
}

/** Writes text top-down on A4 pages, opening a new page when the current one is full. */
export class PdfWriter {
  page: PDFPage;
  y = A4.height - MARGIN;
  constructor(
    private pdf: PDFDocument,
    private font: PDFFont,
  ) {
    this.page = this.newPage();
  }
  private newPage(): PDFPage {
    const page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
    return page;
  }
  width(text: string, size: number) {
    return this.font.widthOfTextAtSize(text, size);
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) this.page = this.newPage();
  }
  at(x: number, y: number, text: string, size: number, color = TEXT) {
    this.page.drawText(text, { x, y, size, font: this.font, color });
  }
  right(xRight: number, y: number, text: string, size: number, color = TEXT) {
    this.at(xRight - this.width(text, size), y, text, size, color);
  }
  /** A paragraph wrapped to `width`, from the current line down. */
  paragraph(text: string, size: number, color = TEXT, x = MARGIN, width = A4.width - 2 * MARGIN) {
    for (const source of text.split('\n')) {
      let line = '';
      for (const word of source.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.width(candidate, size) > width) {
          this.line(line, size, color, x);
          line = word;
        } else line = candidate;
      }
      this.line(line, size, color, x);
    }
  }
  line(text: string, size: number, color = TEXT, x = MARGIN) {
    this.ensure(size * 1.45);
    this.y -= size * 1.45;
    this.at(x, this.y, text, size, color);
  }
  gap(points: number) {
    this.y -= points;
  }
}

/** The document's bytes (no object streams: plain, inspectable objects). */
export function saveDocument(pdf: PDFDocument): Promise<Uint8Array> {
  return pdf.save({ useObjectStreams: false });
}

/** SHA-256 of the bytes, lower-case hex (the value stored beside the document). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

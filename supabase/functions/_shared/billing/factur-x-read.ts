// The CII XML a Factur-X PDF carries (its embedded file factur-x.xml): what a buyer's software
// reads, and what the tests compare with the printed invoice.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import { BillingFormatError } from './format-error.ts';
import { FACTURX_FILENAME } from './pdfa3.ts';

const NOT_FACTURX = 'Ce PDF ne contient pas de facture Factur-X (pièce jointe factur-x.xml absente).';

/** The text of the PDF's embedded factur-x.xml, or a BillingFormatError. */
export async function readInvoiceXml(pdfBytes: Uint8Array): Promise<string> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  } catch {
    throw new BillingFormatError('malformed', 'Fichier tronqué ou mal formé : ce n’est pas un PDF lisible.');
  }
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const files = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const pairs = files?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 0; pairs && index + 1 < pairs.size(); index += 2) {
    const name = pairs.lookup(index);
    const text = name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : '';
    if (text !== FACTURX_FILENAME) continue;
    const spec = pairs.lookup(index + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (stream instanceof PDFRawStream) return new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  throw new BillingFormatError('wrong_message', NOT_FACTURX);
}

import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { parse as parseIcc } from 'icc';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../../../supabase/functions/_shared/billing/factur-x-pdf';
import { readInvoiceXml } from '../../../supabase/functions/_shared/billing/factur-x-read';
import { buildInvoiceXml } from '../../../supabase/functions/_shared/billing/factur-x-xml';
import { D50_XYZ, srgbColorants } from '../../../supabase/functions/_shared/billing/srgb-icc';
import { renderOfferPdf, sha256Hex } from '../../../supabase/functions/_shared/pdf/offer-pdf';
import { offerPdfText } from '../../support/offer-pdf-text';
import { creditNote, invoice, roundingInvoice } from './fixtures';
import { pdfInvoiceFacts, xmlInvoiceFacts } from './invoice-facts';

/** The invoice as a Factur-X PDF/A-3b (issue 36 §2), checked without veraPDF (not on npm or Debian). */
const font = new Uint8Array(readFileSync('supabase/functions/_shared/fonts/DejaVuSans.ttf'));

async function open(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const lookup = (value: PDFObject | undefined): PDFObject | undefined =>
    value instanceof PDFRef ? pdf.context.lookup(value) : value;
  const dict = (value: PDFObject | undefined) => lookup(value) as PDFDict;
  const stream = (value: PDFObject | undefined) => lookup(value) as PDFRawStream;
  const bytesOf = (value: PDFObject | undefined) => decodePDFRawStream(stream(value)).decode();
  return { pdf, lookup, dict, stream, bytesOf, catalog: pdf.catalog };
}
const name = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);
const textOf = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;

describe('Factur-X invoice PDF', () => {
  it('gives the same bytes for the same invoice, and other bytes for another', async () => {
    const [a, b, c] = await Promise.all([
      renderInvoicePdf(invoice, font),
      renderInvoicePdf(invoice, font),
      renderInvoicePdf(roundingInvoice, font),
    ]);
    expect(await sha256Hex(a)).toBe(await sha256Hex(b));
    expect(await sha256Hex(a)).not.toBe(await sha256Hex(c));
  });

  it.each([
    ['invoice', invoice],
    ['invoice with several lines', roundingInvoice],
    ['credit note', creditNote],
    [
      'grouped invoice on several pages',
      {
        ...roundingInvoice,
        lines: Array.from({ length: 36 }, (_, i) => ({
          description: `Loyer mensuel – contrat CTR-2026-${String(i + 1).padStart(5, '0')}, écran ${i + 1}`,
          quantity: 1,
          unitPriceCents: 21_600 + i,
          vatRatePercent: 20,
        })),
      },
    ],
  ])('%s: the XML attached is the invoice’s, and the PDF and the XML say the same thing', async (_, data) => {
    const bytes = await renderInvoicePdf(data, font);
    const xml = await readInvoiceXml(bytes);
    expect(xml).toBe(buildInvoiceXml(data));
    const printed = pdfInvoiceFacts(await offerPdfText(bytes));
    expect(printed).toEqual(xmlInvoiceFacts(xml));
    // And they are this invoice's facts (a parser that read nothing would agree with itself).
    expect(printed.title).toBe(`${data.kind === 'invoice' ? 'Facture' : 'Avoir'} ${data.number}`);
    expect(printed.lines).toHaveLength(data.lines.length);
    expect((await PDFDocument.load(bytes)).getPageCount() > 1).toBe(data.lines.length > 20);
    expect(printed.buyer.name).toBe('Optique l’Œil Vif & Fils <Tours>');
  });

  it('prints every mention L441-9 and CGI 242 nonies A ask for', async () => {
    const text = await offerPdfText(await renderInvoicePdf(invoice, font));
    for (const mention of [
      'VisioLease SAS',
      'SAS au capital de 500\u202f000,00\u00a0€ · RCS Paris 912 345 675',
      'SIREN 912 345 675 · SIRET 912 345 675 00017',
      'N° TVA intracommunautaire FR65912345675',
      '48 rue de la Chaussée-d’Antin',
      'Client',
      'SIREN 823 456 785',
      'N° TVA FR72823456785',
      'Lieu d’installation',
      '12 rue Denis-Papin',
      'Facture FAC-2026-000123',
      'Date d’émission : 01/12/2026',
      'Date d’échéance : 10/12/2026',
      'Période : du 01/12/2026 au 31/12/2026',
      'PU HT',
      'TVA 20\u00a0% sur 2\u202f160,00\u00a0€',
      'Total HT',
      'Total TTC',
      'Conditions : Prélèvement SEPA à l’échéance, terme à échoir.',
      'Pénalités de retard : taux annuel de 12,15\u00a0%, exigibles dès le lendemain de la date d’échéance.',
      'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40\u00a0€.',
      "Pas d'escompte pour paiement anticipé.",
      'Nature de l’opération : Prestations de services (location de matériel).',
    ])
      expect(text).toContain(mention);
    expect(text).toMatch(
      /Prélèvement SEPA le 10\/12\/2026 sur le compte FR76\*+8929 · mandat \(RUM\)\nVL-RUM-2026-00042 · identifiant créancier \(ICS\) FR72ZZZ123456/,
    );
    const credit = await offerPdfText(await renderInvoicePdf(creditNote, font));
    expect(credit).toContain('Avoir AVO-2026-000007');
    expect(credit).toContain('Avoir sur la facture FAC-2026-000123 du 01/12/2026');
    expect(credit).toContain('Montant de l’avoir');
    expect(credit).not.toContain('Prélèvement SEPA le');
  });

  it('is PDF/A-3b: header, XMP identification and Factur-X schema, sRGB OutputIntent, document ID, no encryption', async () => {
    const bytes = await renderInvoicePdf(invoice, font);
    const head = bytes.slice(0, 20);
    expect(new TextDecoder('latin1').decode(head.slice(0, 9))).toBe('%PDF-1.7\n');
    // The binary comment line: four bytes above 127 after a %.
    expect(head[9]).toBe(0x25);
    expect([...head.slice(10, 14)].every((byte) => byte > 127)).toBe(true);

    const { pdf, catalog, dict, stream, bytesOf, lookup } = await open(bytes);
    const metadata = stream(catalog.get(PDFName.of('Metadata')));
    expect(name(metadata.dict.get(PDFName.of('Type')))).toBe('Metadata');
    expect(name(metadata.dict.get(PDFName.of('Subtype')))).toBe('XML');
    expect(metadata.dict.get(PDFName.of('Filter'))).toBeUndefined();
    const xmpText = new TextDecoder().decode(metadata.contents);
    expect(xmpText.startsWith('<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>')).toBe(true);
    expect(xmpText.endsWith('<?xpacket end="w"?>')).toBe(true);
    const xmp = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(
      xmpText,
    );
    const descriptions = xmp['x:xmpmeta']['rdf:RDF']['rdf:Description'] as Record<string, unknown>[];
    const property = (key: string) => descriptions.find((d) => key in d)?.[key];
    expect(property('pdfaid:part')).toBe('3');
    expect(property('pdfaid:conformance')).toBe('B');
    expect(property('fx:DocumentType')).toBe('INVOICE');
    expect(property('fx:DocumentFileName')).toBe('factur-x.xml');
    expect(property('fx:Version')).toBe('1.0');
    expect(property('fx:ConformanceLevel')).toBe('EN 16931');
    const schema = (property('pdfaExtension:schemas') as { 'rdf:Bag': { 'rdf:li': Record<string, unknown> } })[
      'rdf:Bag'
    ]['rdf:li'];
    expect(schema['pdfaSchema:namespaceURI']).toBe('urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#');
    expect(schema['pdfaSchema:prefix']).toBe('fx');
    const declared = (schema['pdfaSchema:property'] as { 'rdf:Seq': { 'rdf:li': { 'pdfaProperty:name': string }[] } })[
      'rdf:Seq'
    ]['rdf:li'];
    expect(declared.map((p) => p['pdfaProperty:name']).sort()).toEqual([
      'ConformanceLevel',
      'DocumentFileName',
      'DocumentType',
      'Version',
    ]);
    // The XMP and the Info dictionary agree (PDF/A 6.6.2.3).
    expect(
      (property('dc:title') as { 'rdf:Alt': { 'rdf:li': { '#text': string } } })['rdf:Alt']['rdf:li']['#text'],
    ).toBe(pdf.getTitle());
    expect((property('dc:creator') as { 'rdf:Seq': { 'rdf:li': string } })['rdf:Seq']['rdf:li']).toBe(pdf.getAuthor());
    expect(property('pdf:Producer')).toBe(pdf.getProducer());
    expect(property('xmp:CreatorTool')).toBe(pdf.getCreator());
    expect(property('xmp:CreateDate')).toBe('2026-12-01T00:00:00Z');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(pdf.getModificationDate()?.toISOString()).toBe('2026-12-01T00:00:00.000Z');

    const intents = lookup(catalog.get(PDFName.of('OutputIntents'))) as PDFArray;
    expect(intents.size()).toBe(1);
    const intent = dict(intents.get(0));
    expect(name(intent.get(PDFName.of('S')))).toBe('GTS_PDFA1');
    expect(textOf(intent.get(PDFName.of('OutputConditionIdentifier')))).toBe('sRGB IEC61966-2.1');
    const profileStream = stream(intent.get(PDFName.of('DestOutputProfile')));
    expect((profileStream.dict.get(PDFName.of('N')) as PDFNumber).asNumber()).toBe(3);
    const profile = parseIcc(Buffer.from(bytesOf(profileStream)));
    expect(profile).toMatchObject({
      version: '2.1',
      deviceClass: 'Monitor',
      colorSpace: 'RGB',
      connectionSpace: 'XYZ',
      description: 'sRGB IEC61966-2.1',
    });

    const id = pdf.context.trailerInfo.ID as PDFArray;
    const [first, second] = [id.get(0), id.get(1)].map((part) => (part as PDFHexString).asString());
    expect(first).toBe(second);
    expect(first).toBe((await sha256Hex(new TextEncoder().encode(buildInvoiceXml(invoice)))).slice(0, 32));
    expect(pdf.isEncrypted).toBe(false);
    expect(new TextDecoder('latin1').decode(bytes)).not.toMatch(/\/JavaScript|\/JS\b|\/Encrypt/);
  });

  it('attaches factur-x.xml as Factur-X specifies: associated file (/AF), Alternative, text/xml, dated', async () => {
    const { catalog, dict, stream, lookup } = await open(await renderInvoicePdf(invoice, font));
    const associated = lookup(catalog.get(PDFName.of('AF'))) as PDFArray;
    expect(associated.size()).toBe(1);
    const spec = dict(associated.get(0));
    expect(name(spec.get(PDFName.of('Type')))).toBe('Filespec');
    expect(textOf(spec.get(PDFName.of('F')))).toBe('factur-x.xml');
    expect(textOf(spec.get(PDFName.of('UF')))).toBe('factur-x.xml');
    expect(name(spec.get(PDFName.of('AFRelationship')))).toBe('Alternative');
    expect(textOf(spec.get(PDFName.of('Desc')))).toBe('Factur-X invoice (CII, EN 16931)');
    const file = stream(dict(spec.get(PDFName.of('EF'))).get(PDFName.of('F')));
    expect(name(file.dict.get(PDFName.of('Type')))).toBe('EmbeddedFile');
    expect(name(file.dict.get(PDFName.of('Subtype')))).toBe('text/xml');
    const params = dict(file.dict.get(PDFName.of('Params')));
    expect(textOf(params.get(PDFName.of('ModDate')))).toBe('D:20261201000000Z');
    // The same file spec is listed in the document's embedded files.
    const names = lookup(
      dict(dict(catalog.get(PDFName.of('Names'))).get(PDFName.of('EmbeddedFiles'))).get(PDFName.of('Names')),
    ) as PDFArray;
    expect(textOf(names.get(0))).toBe('factur-x.xml');
    expect(names.get(1)).toBe(associated.get(0));
  });

  it('embeds every font it uses, draws nothing transparent', async () => {
    const { pdf, dict, lookup } = await open(await renderInvoicePdf(roundingInvoice, font));
    let fonts = 0;
    for (const page of pdf.getPages()) {
      const resources = page.node.Resources()!;
      // Graphics states (pdf-lib adds an empty dictionary): none with opacity, soft mask or blend mode.
      for (const [, state] of dict(resources.get(PDFName.of('ExtGState')))?.entries() ?? []) {
        for (const key of ['CA', 'ca'])
          expect([undefined, 1]).toContain((dict(state).get(PDFName.of(key)) as PDFNumber | undefined)?.asNumber());
        expect(dict(state).get(PDFName.of('SMask'))).toBeUndefined();
        expect(dict(state).get(PDFName.of('BM'))).toBeUndefined();
      }
      expect(page.node.get(PDFName.of('Group'))).toBeUndefined();
      for (const [, ref] of dict(resources.get(PDFName.of('Font'))).entries()) {
        const type0 = dict(ref);
        expect(name(type0.get(PDFName.of('Subtype')))).toBe('Type0');
        const descendant = dict((lookup(type0.get(PDFName.of('DescendantFonts'))) as PDFArray).get(0));
        expect(name(descendant.get(PDFName.of('Subtype')))).toBe('CIDFontType2');
        expect(name(descendant.get(PDFName.of('CIDToGIDMap')))).toBe('Identity');
        expect(dict(descendant.get(PDFName.of('FontDescriptor'))).get(PDFName.of('FontFile2'))).toBeInstanceOf(PDFRef);
        fonts++;
      }
    }
    expect(fonts).toBeGreaterThan(0);
  });

  it('computes the sRGB colorants from IEC 61966-2-1 as the ICC’s own sRGB profile has them', () => {
    const { r, g, b } = srgbColorants();
    const published = {
      r: [0.436075, 0.222504, 0.013932],
      g: [0.385065, 0.716879, 0.097105],
      b: [0.14308, 0.060617, 0.714173],
    };
    for (const [channel, xyz] of Object.entries({ r, g, b }))
      xyz.forEach((v, i) => expect(v).toBeCloseTo(published[channel as 'r'][i], 3));
    // White (1, 1, 1) maps to the connection space's white, D50.
    [0, 1, 2].forEach((i) => expect(r[i] + g[i] + b[i]).toBeCloseTo(D50_XYZ[i], 4));
  });

  it('reading the XML out of a PDF without one, or out of bytes that are not a PDF, fails in French', async () => {
    const offer = await renderOfferPdf(
      {
        reference: 'DEV-2026-00001-v1',
        version: 1,
        created_at: '2026-11-26T09:30:00.000Z',
        sent_at: null,
        valid_until: '2026-12-26',
        client_company: null,
        client_first_name: 'Inès',
        client_last_name: 'Roussel',
        client_email: 'ines@exemple.fr',
        client_address: null,
        payment_terms: 'Prélèvement mensuel.',
        note: null,
        installation: false,
        maintenance_level: 'standard',
        monthly_total_ht: 100,
        vat_amount: 20,
        monthly_total_ttc: 120,
        commitment_total_ht: 3600,
        company: null,
        items: [],
      },
      font,
    );
    await expect(readInvoiceXml(offer)).rejects.toThrow(
      'Ce PDF ne contient pas de facture Factur-X (pièce jointe factur-x.xml absente).',
    );
    await expect(readInvoiceXml(new TextEncoder().encode('<Document/>'))).rejects.toThrow(
      'Fichier tronqué ou mal formé : ce n’est pas un PDF lisible.',
    );
  });
});

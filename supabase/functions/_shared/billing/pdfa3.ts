// What turns a pdf-lib document into a Factur-X PDF/A-3b: the CII XML attached as factur-x.xml
// (associated file of the document, /AF on the catalog), the XMP packet with the PDF/A
// identification and the Factur-X extension schema, an sRGB OutputIntent, and a document ID
// derived from the XML so the same invoice always gives the same bytes.
import { AFRelationship, PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import { SRGB_DESCRIPTION, srgbIccProfile } from './srgb-icc.ts';

export const FACTURX_FILENAME = 'factur-x.xml';
export const FACTURX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
/** The XMP values of the EN 16931 profile (Factur-X 1.0 specification, § 6.2). */
export const FACTURX_XMP = {
  DocumentType: 'INVOICE',
  DocumentFileName: FACTURX_FILENAME,
  Version: '1.0',
  ConformanceLevel: 'EN 16931',
} as const;

export interface PdfaInfo {
  title: string;
  author: string;
  /** The Info dictionary's dates (set by createDocument): the XMP must say the same. */
  date: Date;
  producer: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** 2026-12-01T00:00:00Z: the XMP form of the Info dictionary's D:20261201000000Z. */
const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const extensionProperty = (name: string, description: string) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${description}</pdfaProperty:description>
              </rdf:li>`;

/** The XMP packet: PDF/A-3B identification, Dublin Core and PDF properties, Factur-X extension. */
export function facturxXmp(info: PdfaInfo): string {
  const date = xmpDate(info.date);
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(info.title)}</rdf:li></rdf:Alt></dc:title>
      <dc:creator><rdf:Seq><rdf:li>${escapeXml(info.author)}</rdf:li></rdf:Seq></dc:creator>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${escapeXml(info.producer)}</pdf:Producer>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${escapeXml(info.producer)}</xmp:CreatorTool>
      <xmp:CreateDate>${date}</xmp:CreateDate>
      <xmp:ModifyDate>${date}</xmp:ModifyDate>
      <xmp:MetadataDate>${date}</xmp:MetadataDate>
    </rdf:Description>
    <rdf:Description rdf:about=""
        xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
        xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
        xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FACTURX_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${extensionProperty('DocumentFileName', 'The name of the embedded XML document')}${extensionProperty(
                'DocumentType',
                'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER',
              )}${extensionProperty('Version', 'The actual version of the standard applying to the embedded XML document')}${extensionProperty(
                'ConformanceLevel',
                'The conformance level of the embedded XML document',
              )}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FACTURX_NAMESPACE}">
      <fx:DocumentType>${FACTURX_XMP.DocumentType}</fx:DocumentType>
      <fx:DocumentFileName>${FACTURX_XMP.DocumentFileName}</fx:DocumentFileName>
      <fx:Version>${FACTURX_XMP.Version}</fx:Version>
      <fx:ConformanceLevel>${FACTURX_XMP.ConformanceLevel}</fx:ConformanceLevel>
    </rdf:Description>
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Makes `pdf` a Factur-X PDF/A-3b carrying `xml`; call it once, before saving. */
export async function makeFacturX(pdf: PDFDocument, xml: string, info: PdfaInfo): Promise<void> {
  // Copied into this realm's Uint8Array: pdf-lib checks `instanceof`, and a test DOM (jsdom) has its own.
  const utf8 = (text: string) => new Uint8Array(new TextEncoder().encode(text));
  const xmlBytes = utf8(xml);
  // The Factur-X specification asks « Alternative » for the EN 16931 profile: the XML is the invoice's
  // other, equivalent, form (« Data » is for MINIMUM and BASIC WL, which are not full invoices).
  await pdf.attach(xmlBytes, FACTURX_FILENAME, {
    mimeType: 'text/xml',
    description: 'Factur-X invoice (CII, EN 16931)',
    creationDate: info.date,
    modificationDate: info.date,
    afRelationship: AFRelationship.Alternative,
  });
  const { context, catalog } = pdf;
  // The XMP stays uncompressed, as PDF/A readers expect to find it.
  const metadata = context.stream(utf8(facturxXmp(info)), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), context.register(metadata));
  const profile = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_DESCRIPTION),
    Info: PDFString.of(SRGB_DESCRIPTION),
    DestOutputProfile: profile,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', xmlBytes));
  const id = PDFHexString.of([...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
  context.trailerInfo.ID = context.obj([id, id]);
}

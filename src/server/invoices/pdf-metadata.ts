import { PDFName, PDFRef, type PDFDocument } from '@cantoo/pdf-lib';
import type { TFunction } from 'i18next';
import type { InvoiceDocument } from './document';
import { documentDay } from './document-facts';

/**
 * What a document's PDF says of itself: in its document information dictionary (Info) and, for a
 * Factur-X (PDF/A-3), again in its XMP packet, where PDF/A wants each entry equal to its
 * counterpart (ISO 19005-3 §6.6.2.3): Title dc:title, Author dc:creator, Subject dc:description,
 * Keywords pdf:Keywords, Creator xmp:CreatorTool, Producer pdf:Producer, CreationDate
 * xmp:CreateDate, ModDate xmp:ModifyDate.
 */
export type PdfMetadata = {
  title: string;
  author: string;
  subject: string;
  keywords: string;
  creator: string;
  producer: string;
  /** When the document was issued, to the second (the precision of a PDF date): created and last modified. */
  date: Date;
};

/** The application that writes the documents, and the library that writes their PDF files. */
const CREATOR = 'Nook';
const PRODUCER = '@cantoo/pdf-lib';

/** The Factur-X profile the XML attached as factur-x.xml follows (factur-x.ts), as its XMP names it. */
export const FACTUR_X = { fileName: 'factur-x.xml', version: '1.0', conformanceLevel: 'EN 16931' } as const;

/** The metadata of a document in its own language, dated when it was issued: the same document says the same. */
export function metadataOf(document: InvoiceDocument, t: TFunction): PdfMetadata {
  const kind = t(`pdf.title.${document.kind}`);
  const issued = new Date(document.issuedAt);
  return {
    title: `${kind} ${document.number}`,
    author: document.seller.name,
    subject: t(`pdf.subject.${document.kind}`, {
      number: document.number,
      date: documentDay(document.issuedAt, document.locale),
      seller: document.seller.name,
    }),
    keywords: [kind, document.number, ...(document.buyer.business ? ['Factur-X'] : [])].join(', '),
    creator: CREATOR,
    producer: PRODUCER,
    date: new Date(issued.getTime() - issued.getUTCMilliseconds()),
  };
}

/** The document information dictionary, every entry set, whatever a library wrote there before. */
export function writeInfo(pdf: PDFDocument, metadata: PdfMetadata): void {
  pdf.setTitle(metadata.title);
  pdf.setAuthor(metadata.author);
  pdf.setSubject(metadata.subject);
  pdf.setKeywords([metadata.keywords]);
  pdf.setCreator(metadata.creator);
  pdf.setProducer(metadata.producer);
  pdf.setCreationDate(metadata.date);
  pdf.setModificationDate(metadata.date);
}

const escaped = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** One property of the Factur-X extension schema, which PDF/A asks for any property outside XMP's own. */
const fxProperty = (name: string, description: string) =>
  `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;

/** The XMP packet of a Factur-X EN 16931 PDF/A-3b file: the Info entries' counterparts, and the Factur-X properties. */
export function facturXXmp(metadata: PdfMetadata): string {
  const date = metadata.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">',
    '<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>',
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<dc:format>application/pdf</dc:format>',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escaped(metadata.title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:creator><rdf:Seq><rdf:li>${escaped(metadata.author)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escaped(metadata.subject)}</rdf:li></rdf:Alt></dc:description>`,
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
    `<pdf:Producer>${escaped(metadata.producer)}</pdf:Producer><pdf:Keywords>${escaped(metadata.keywords)}</pdf:Keywords>`,
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    `<xmp:CreatorTool>${escaped(metadata.creator)}</xmp:CreatorTool>`,
    `<xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate><xmp:MetadataDate>${date}</xmp:MetadataDate>`,
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">',
    '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">',
    '<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>',
    '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    '<pdfaSchema:prefix>fx</pdfaSchema:prefix>',
    '<pdfaSchema:property><rdf:Seq>',
    fxProperty('DocumentFileName', 'The name of the embedded XML document'),
    fxProperty('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'),
    fxProperty('Version', 'The actual version of the standard applying to the embedded XML document'),
    fxProperty('ConformanceLevel', 'The conformance level of the embedded XML document'),
    '</rdf:Seq></pdfaSchema:property>',
    '</rdf:li></rdf:Bag></pdfaExtension:schemas>',
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">',
    // INVOICE for a credit note too: Factur-X knows no other type for either (CII's 381 tells them apart).
    `<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${FACTUR_X.fileName}</fx:DocumentFileName>`,
    `<fx:Version>${FACTUR_X.version}</fx:Version><fx:ConformanceLevel>${FACTUR_X.conformanceLevel}</fx:ConformanceLevel>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/**
 * A Factur-X file's Info and XMP packet, both from `metadata`: the packet replaces the one the
 * Factur-X library wrote, whose title, producer and dates are its own (the instant it ran), not
 * the document's. Written uncompressed, as PDF/A wants it readable without a filter.
 */
export function writeFacturXMetadata(pdf: PDFDocument, metadata: PdfMetadata): void {
  writeInfo(pdf, metadata);
  const stream = pdf.context.stream(new TextEncoder().encode(facturXXmp(metadata)), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  const existing = pdf.catalog.get(PDFName.of('Metadata'));
  if (existing instanceof PDFRef) pdf.context.assign(existing, stream);
  else pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(stream));
}

import { PDFDocument } from '@cantoo/pdf-lib';
import { serverTexts } from '../messages/texts';
import type { InvoiceDocument } from './document';
import { withFacturX } from './factur-x';
import { drawDocument, pageFeet, pageTop } from './pdf-layout';
import { metadataOf, writeInfo } from './pdf-metadata';
import { PdfWriter } from './pdf-writer';

/**
 * An invoice or a credit note as an A4 PDF in the buyer's language (docs/business-rules.md §8). For
 * a business buyer it is also a Factur-X EN 16931 invoice: PDF/A-3 with its CII XML attached, which
 * accounting software reads; a consumer gets the plain PDF.
 */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const t = serverTexts('invoices', document.locale);
  // Metadata are the document's own, dated when it was issued, never pdf-lib's defaults (its name
  // as producer, the instant of rendering): the same document renders the same.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const metadata = metadataOf(document, t);
  writeInfo(pdf, metadata);
  pdf.setLanguage(document.locale === 'fr' ? 'fr-FR' : 'en-GB');

  const writer = await PdfWriter.start(pdf, (page) => pageTop(page, document, t));
  drawDocument(writer, document, t);
  pageFeet(writer, document, t);
  const bytes = await pdf.save();
  return document.buyer.business ? withFacturX(bytes, document, metadata) : bytes;
}

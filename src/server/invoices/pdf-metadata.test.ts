import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { clockStartsAt } from '../../../tests/helpers/clock';
import {
  bookingFacts,
  businessFacts,
  creditNoteOf,
  invoiceOf,
} from '../../../tests/helpers/document-fixtures';
import { attachmentsOf, en16931Findings, xmpOf, xmpProperty } from '../../../tests/helpers/pdf-files';
import type { BookingFacts } from './document-of';
import type { InvoiceDocument } from './document';
import { renderInvoicePdf } from './pdf';

// A PDF/A file's document information dictionary (Info) and its XMP packet must say the same
// (ISO 19005-3 §6.6.2.3): validators refuse a Factur-X file whose two disagree.

// Far from the documents' own dates: any date the PDF takes from the clock would show.
clockStartsAt('2031-06-15T12:34:56.000Z');

const issuedAt = new Date('2026-11-22T09:15:00.000Z');
const refundedAt = new Date('2026-11-25T17:40:27.000Z');

/** Four hours at 45 € with two extras and a 10 % code: lines whose VAT, rounded one by one, is not the total's. */
const itemized = (facts: (overrides: Partial<BookingFacts>) => BookingFacts, locale: 'fr' | 'en') =>
  facts({
    locale,
    total_price_cents: 17_909,
    space_price_cents: 18_000,
    paid_cents: 17_909,
    extras: [
      { name_fr: 'Café', name_en: 'Coffee', quantity: 3, unit_price_cents: 335 },
      { name_fr: 'Écran', name_en: 'Screen', quantity: 1, unit_price_cents: 1_005 },
    ],
    rebates: [{ code: 'BIENVENUE10', amount: 2_101 }],
    coupon_code: 'BIENVENUE10',
  });

const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  dc: 'http://purl.org/dc/elements/1.1/',
  pdf: 'http://ns.adobe.com/pdf/1.3/',
  xmp: 'http://ns.adobe.com/xap/1.0/',
  pdfaid: 'http://www.aiim.org/pdfa/ns/id/',
  fx: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
} as const;

/** A PDF's metadata as saved: its Info entries and their XMP counterparts, read apart. */
async function metadataOfPdf(bytes: Uint8Array) {
  // As saved: pdf-lib would otherwise write its own Producer and dates into Info on load.
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const info = {
    title: pdf.getTitle(),
    author: pdf.getAuthor(),
    subject: pdf.getSubject(),
    keywords: pdf.getKeywords(),
    creator: pdf.getCreator(),
    producer: pdf.getProducer(),
    created: pdf.getCreationDate()?.toISOString(),
    modified: pdf.getModificationDate()?.toISOString(),
  };
  const packet = xmpOf(pdf);
  if (packet === null) return { info, xmp: null };
  const property = (ns: keyof typeof NS, name: string) => xmpProperty(packet, NS[ns], name);
  const instant = (value: string | undefined) => (value ? new Date(value).toISOString() : value);
  const xmp = {
    title: property('dc', 'title'),
    author: property('dc', 'creator'),
    subject: property('dc', 'description'),
    keywords: property('pdf', 'Keywords'),
    creator: property('xmp', 'CreatorTool'),
    producer: property('pdf', 'Producer'),
    created: instant(property('xmp', 'CreateDate')),
    modified: instant(property('xmp', 'ModifyDate')),
  };
  const pdfA = {
    part: property('pdfaid', 'part'),
    conformance: property('pdfaid', 'conformance'),
    facturX: property('fx', 'ConformanceLevel'),
    type: property('fx', 'DocumentType'),
  };
  return { info, xmp, pdfA };
}

const business = (locale: 'fr' | 'en') => {
  const facts = itemized(businessFacts, locale);
  const invoice = invoiceOf(facts, facts.total_price_cents, issuedAt);
  return { invoice, creditNote: creditNoteOf(facts, invoice, invoice.totals.ttc, refundedAt) };
};
const french = business('fr');
const english = business('en');
// A seller whose name XML must escape.
const escaped: InvoiceDocument = {
  ...english.creditNote,
  seller: { ...english.creditNote.seller, name: 'Martin & Fils <Paris>' },
};

describe('the metadata of a Factur-X (PDF/A-3) invoice or credit note', () => {
  it.each([
    [
      'a French invoice',
      french.invoice,
      'Facture',
      'Facture F-2026-000042 du 22/11/2026, émise par Nook SAS',
    ],
    [
      'a French credit note',
      french.creditNote,
      'Avoir',
      'Avoir A-2026-000001 du 25/11/2026, émis par Nook SAS',
    ],
    [
      'an English invoice',
      english.invoice,
      'Invoice',
      'Invoice F-2026-000042 of 2026/11/22, issued by Nook SAS',
    ],
    [
      'an English credit note',
      english.creditNote,
      'Credit note',
      'Credit note A-2026-000001 of 2026/11/25, issued by Nook SAS',
    ],
    [
      'a credit note whose seller’s name XML escapes',
      escaped,
      'Credit note',
      'Credit note A-2026-000001 of 2026/11/25, issued by Martin & Fils <Paris>',
    ],
  ])(
    'says the same in Info and XMP for %s, titled for its kind and language, dated when issued',
    async (_, document, kind, subject) => {
      const { info, xmp, pdfA } = await metadataOfPdf(await renderInvoicePdf(document));

      expect(xmp).toEqual(info);
      // PDF dates have whole seconds.
      const issued = new Date(document.issuedAt).toISOString().replace(/\.\d{3}Z$/, '.000Z');
      expect(info).toEqual({
        title: `${kind} ${document.number}`,
        author: document.seller.name,
        subject,
        keywords: `${kind}, ${document.number}, Factur-X`,
        creator: 'Nook',
        producer: '@cantoo/pdf-lib',
        created: issued,
        modified: issued,
      });
      expect(pdfA).toEqual({ part: '3', conformance: 'B', facturX: 'EN 16931', type: 'INVOICE' });
    },
    60_000,
  );

  it('writes a consumer’s plain PDF the same Info, titled for its kind, without claiming PDF/A', async () => {
    const facts = itemized(bookingFacts, 'fr');
    const invoice = invoiceOf(facts, facts.total_price_cents, issuedAt);
    const { info, xmp } = await metadataOfPdf(
      await renderInvoicePdf(creditNoteOf(facts, invoice, 5_000, refundedAt)),
    );

    expect(xmp).toBeNull();
    expect(info).toMatchObject({
      title: 'Avoir A-2026-000001',
      subject: 'Avoir A-2026-000001 du 25/11/2026, émis par Nook SAS',
      keywords: 'Avoir, A-2026-000001',
      creator: 'Nook',
      producer: '@cantoo/pdf-lib',
      created: '2026-11-25T17:40:27.000Z',
    });
  });
});

describe('a credit note that gives a whole invoice back', () => {
  it('repeats its lines to the cent, and its Factur-X XML passes EN 16931 with them', async () => {
    const { invoice, creditNote } = french;
    // The lines' VAT, rounded one by one, is not the VAT of the total: a one-line split would differ.
    const [space, coffee, screen, code] = invoice.lines;
    expect([space?.ttc, coffee?.ttc, screen?.ttc, code?.ttc]).toEqual([18_000, 1_005, 1_005, -2_101]);
    expect(invoice.totals).toEqual({ ht: 14_925, vat: 2_984, ttc: 17_909 });

    expect(creditNote.lines).toEqual(invoice.lines);
    expect(creditNote.totals).toEqual(invoice.totals);

    const xml = (await attachmentsOf(await renderInvoicePdf(creditNote))).embedded.get('factur-x.xml') ?? '';
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain('<ram:TaxBasisTotalAmount>149.25</ram:TaxBasisTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">29.84</ram:TaxTotalAmount>');
    expect(en16931Findings(xml)).toEqual([]);
  }, 120_000);
});

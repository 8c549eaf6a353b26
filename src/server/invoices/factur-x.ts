import { PDFDocument } from '@cantoo/pdf-lib';
import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import { parisDay } from '../../domain/paris-time';
import { serverTexts } from '../messages/texts';
import type { InvoiceDocument, InvoiceLine } from './document';
import { documentDay, legalMentions, vatByRate } from './document-facts';
import { rewriteEmbeddedFile } from './embedded-file';
import { FACTUR_X, writeFacturXMetadata, type PdfMetadata } from './pdf-metadata';
import { log } from '../core/log';

type Ubl = Invoice['ubl:Invoice'];
type Line = Ubl['cac:InvoiceLine'][number];
type SellerCountry =
  Ubl['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];
type BuyerCountry =
  Ubl['cac:AccountingCustomerParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];

/** The library's progress messages are not ours to print; its warnings and errors are. */
const quiet = {
  log: () => undefined,
  warn: (message: string) => log.warn({ library: 'pdf' }, message),
  error: (message: string) => log.error({ library: 'pdf' }, message),
};
const service = new InvoiceService(quiet);

const FORMAT = 'Factur-X-EN16931';
/** Codes of EN 16931's lists: VAT category "standard rate" (UNCL 5305), bank card (UNCL 4461), hour and unit (UN/ECE Rec. 20). */
const STANDARD_RATE = 'S' as const;
const BANK_CARD = '48' as const;
const UNIT_CODES = { hour: 'HUR', unit: 'C62' } as const;

/** Cents as the decimal amount EN 16931 writes, two decimals (BR-DEC-*). */
const amount = (cents: number) => (cents / 100).toFixed(2);
const EUR = 'EUR' as const;
const vatCategory = (rate: number) => ({
  'cbc:ID': STANDARD_RATE,
  'cbc:Percent': String(rate),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

/**
 * One line. The net price may not be negative (BR-27), so a rebate or a code is a negative
 * quantity at a positive price. A price that does not divide into whole cents is given for the
 * line's whole quantity (BT-149), so that quantity × price is the line's net amount exactly.
 */
function lineOf(line: InvoiceLine, index: number): Line {
  const sign = line.ht < 0 ? -1 : 1;
  const unitCents = Math.abs(line.ht) / line.quantity;
  const price: Line['cac:Price'] = Number.isInteger(unitCents)
    ? { 'cbc:PriceAmount': amount(unitCents), 'cbc:PriceAmount@currencyID': EUR }
    : {
        'cbc:PriceAmount': amount(Math.abs(line.ht)),
        'cbc:PriceAmount@currencyID': EUR,
        'cbc:BaseQuantity': String(line.quantity),
        'cbc:BaseQuantity@unitCode': UNIT_CODES[line.unit],
      };
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': String(sign * line.quantity),
    'cbc:InvoicedQuantity@unitCode': UNIT_CODES[line.unit],
    'cbc:LineExtensionAmount': amount(line.ht),
    'cbc:LineExtensionAmount@currencyID': EUR,
    'cac:Item': { 'cbc:Name': line.label, 'cac:ClassifiedTaxCategory': vatCategory(line.vatRatePercent) },
    'cac:Price': price,
  };
}

/** The document in EN 16931's business terms, as the library takes them (its UBL-shaped JSON). */
export function facturXInvoice(document: InvoiceDocument): Invoice {
  const { seller, buyer, totals, locale } = document;
  const t = serverTexts('invoices', locale);
  const [firstLine, ...otherLines] = document.lines.map(lineOf);
  if (!firstLine) throw new Error(`${document.number} has no line`);
  return {
    'ubl:Invoice': {
      'cbc:ID': document.number,
      'cbc:IssueDate': parisDay(new Date(document.issuedAt)),
      'cbc:InvoiceTypeCode': document.kind === 'invoice' ? '380' : '381',
      // One note (BG-1 holds one text each) with every mention, as the PDF writes them.
      'cbc:Note': [legalMentions(document, t).join(' ')],
      'cbc:DocumentCurrencyCode': document.currency,
      ...(document.credits && {
        'cac:BillingReference': [
          {
            'cac:InvoiceDocumentReference': {
              'cbc:ID': document.credits.number,
              'cbc:IssueDate': parisDay(new Date(document.credits.issuedAt)),
            },
          },
        ],
      }),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          // Country codes are ISO 3166-1 alpha-2 (document.ts); the library checks them against its list.
          'cac:PostalAddress': {
            'cbc:StreetName': seller.address,
            'cbc:CityName': seller.city,
            'cbc:PostalZone': seller.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': seller.country as SellerCountry },
          },
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          // The SIREN, in the scheme of the French registry (ISO 6523 ICD 0002).
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            'cbc:CompanyID': seller.siren,
            'cbc:CompanyID@schemeID': '0002',
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': buyer.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': {
            ...(buyer.address && { 'cbc:StreetName': buyer.address }),
            ...(buyer.city && { 'cbc:CityName': buyer.city }),
            ...(buyer.postalCode && { 'cbc:PostalZone': buyer.postalCode }),
            'cac:Country': { 'cbc:IdentificationCode': buyer.country as BuyerCountry },
          },
          ...(buyer.vatNumber && {
            'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          }),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.company ?? buyer.name },
          'cac:Contact': { 'cbc:Name': buyer.name, 'cbc:ElectronicMail': buyer.email },
        },
      },
      // The date of the service: the booking's first occurrence.
      'cac:Delivery': { 'cbc:ActualDeliveryDate': parisDay(new Date(document.booking.startsAt)) },
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': BANK_CARD }],
      'cac:PaymentTerms': {
        'cbc:Note': t(`pdf.payment.${document.kind}`, { date: documentDay(document.payment.at, locale) }),
      },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(totals.vat),
          'cbc:TaxAmount@currencyID': EUR,
          'cac:TaxSubtotal': vatByRate(document.lines).map(({ rate, ht, vat }) => ({
            'cbc:TaxableAmount': amount(ht),
            'cbc:TaxableAmount@currencyID': EUR,
            'cbc:TaxAmount': amount(vat),
            'cbc:TaxAmount@currencyID': EUR,
            'cac:TaxCategory': vatCategory(rate),
          })),
        },
      ],
      // Issued once paid (or refunded): the whole amount is prepaid and nothing is due.
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(totals.ht),
        'cbc:LineExtensionAmount@currencyID': EUR,
        'cbc:TaxExclusiveAmount': amount(totals.ht),
        'cbc:TaxExclusiveAmount@currencyID': EUR,
        'cbc:TaxInclusiveAmount': amount(totals.ttc),
        'cbc:TaxInclusiveAmount@currencyID': EUR,
        'cbc:PrepaidAmount': amount(totals.ttc),
        'cbc:PrepaidAmount@currencyID': EUR,
        'cbc:PayableAmount': amount(0),
        'cbc:PayableAmount@currencyID': EUR,
      },
      'cac:InvoiceLine': [firstLine, ...otherLines],
    },
  };
}

const languageOf = (document: InvoiceDocument) => (document.locale === 'fr' ? 'fr-FR' : 'en-GB');

const TOTALS_END = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';

/**
 * The XML with a credit note's reference to the invoice it credits (BG-3: BT-25 number, BT-26
 * date). The library (2.3.4) drops it: its CII mapping reads the number where its own input schema
 * does not let it be, so it is added here, where CII D16B has it, right after the totals.
 */
function withPrecedingInvoice(xml: string, document: InvoiceDocument): string {
  const { credits } = document;
  if (!credits || xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  if (!xml.includes(TOTALS_END))
    throw new Error(`${document.number}: no totals in the XML to put the credited invoice after`);
  const day = parisDay(new Date(credits.issuedAt)).replaceAll('-', '');
  const reference = `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${credits.number}</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${day}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`;
  return xml.replace(TOTALS_END, `${TOTALS_END}${reference}`);
}

/** The CII XML (EN 16931 profile) that the Factur-X PDF of the document carries as factur-x.xml. */
export async function facturXXml(document: InvoiceDocument): Promise<string> {
  const xml = await service.generate(facturXInvoice(document), { format: 'CII', lang: languageOf(document) });
  if (typeof xml !== 'string') throw new Error('The CII format yields XML text');
  return withPrecedingInvoice(xml, document);
}

/**
 * The readable PDF turned into a Factur-X one: PDF/A-3 with factur-x.xml attached to it, its Info
 * and XMP metadata the document's own (pdf-metadata.ts), in agreement as PDF/A asks.
 */
export async function withFacturX(
  bytes: Uint8Array,
  document: InvoiceDocument,
  metadata: PdfMetadata,
): Promise<Uint8Array> {
  const facturX = await service.generate(facturXInvoice(document), {
    format: FORMAT,
    lang: languageOf(document),
    pdf: { buffer: bytes, filename: `${document.number}.pdf`, mimetype: 'application/pdf' },
  });
  if (typeof facturX === 'string') throw new Error('The Factur-X format yields a PDF');
  // Loaded without pdf-lib's own Producer and dates, which would disagree with the XMP packet.
  const pdf = await PDFDocument.load(facturX, { updateMetadata: false });
  if (document.credits)
    rewriteEmbeddedFile(pdf, FACTUR_X.fileName, (xml) => withPrecedingInvoice(xml, document));
  writeFacturXMetadata(pdf, metadata);
  return pdf.save();
}

// @vitest-environment node
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { attachmentsOf, en16931Findings, xmpOf } from '../../../tests/helpers/pdf-files';
import { formatPrice } from '../../domain/money';
import { splitTtc, sumSplits, VAT_RATE_PERCENT } from '../../domain/vat';
import type { InvoiceDocument, InvoiceLine } from './document';
import { facturXXml } from './factur-x';
import { renderInvoicePdf } from './pdf';

const line = (
  kind: InvoiceLine['kind'],
  label: string,
  quantity: number,
  unit: InvoiceLine['unit'],
  unitTtc: number,
  ttc = Math.round(quantity * unitTtc),
): InvoiceLine => ({
  kind,
  label,
  quantity,
  unit,
  unitTtc,
  ...splitTtc(ttc),
  vatRatePercent: VAT_RATE_PERCENT,
});

const seller: InvoiceDocument['seller'] = {
  name: 'Nook SAS',
  address: '10 rue de la Fontaine au Roi',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
  siren: '123456782',
  vatNumber: 'FR11123456782',
  demo: true,
};

/** A paid booking of 8 hours with extras and a code; amounts and dates fixed, as issued. */
function invoiceOf(lines: InvoiceLine[], overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'F-2026-000042',
    issuedAt: '2026-11-22T09:15:00.000Z',
    locale: 'fr',
    currency: 'EUR',
    seller,
    buyer: {
      name: 'Anna Erdős',
      email: 'anna@exemple.fr',
      business: false,
      company: null,
      vatNumber: null,
      address: null,
      postalCode: null,
      city: null,
      country: 'FR',
    },
    booking: {
      id: '1f0c5e62-5a7e-4a59-9d55-0c6f1d1e2a10',
      spaceTitle: 'Atelier Lumière',
      address: '5 rue Oberkampf, 75011 Paris',
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: '2026-12-01T16:00:00.000Z',
      occurrences: 1,
    },
    lines,
    totals: sumSplits(lines),
    payment: {
      at: '2026-11-22T09:15:00.000Z',
      method: 'card',
      provider: 'stripe',
      reference: 'pi_3QkZ1x2y3z',
    },
    credits: null,
    ...overrides,
  };
}

const frenchLines = [
  line('space', 'Location de l’espace « Atelier Lumière »', 8, 'hour', 13500),
  // Intl writes a narrow no-break space in French numbers, which WinAnsi cannot encode.
  line('extra', 'Café pour 10\u202Fpersonnes', 2, 'unit', 1000),
  line('coupon', 'Code promo BIENVENUE10', 1, 'unit', -5000),
];
const consumerInvoice = invoiceOf(frenchLines);

const creditNote = invoiceOf([line('refund', 'Refund — booking “Atelier Lumière”', 1, 'unit', 4050)], {
  kind: 'credit_note',
  number: 'A-2026-000003',
  issuedAt: '2026-11-25T17:40:00.000Z',
  locale: 'en',
  payment: { at: '2026-11-25T17:40:00.000Z', method: 'card', provider: 'stripe', reference: 're_3QkZ9a8b7c' },
  credits: { number: 'F-2026-000042', issuedAt: '2026-11-22T09:15:00.000Z' },
});

const company: Partial<InvoiceDocument['buyer']> = {
  business: true,
  company: 'Ébénisterie Façon SARL',
  vatNumber: 'FR40303265045',
  address: '3 place de l’Église',
  postalCode: '69002',
  city: 'Lyon',
};
const businessInvoice = invoiceOf(frenchLines, { buyer: { ...consumerInvoice.buyer, ...company } });
const businessCreditNote: InvoiceDocument = { ...creditNote, buyer: { ...creditNote.buyer, ...company } };

async function textOf(pdf: Uint8Array): Promise<string> {
  // A copy: the parser hands its buffer over to its worker, which empties it.
  const parser = new PDFParse({ data: pdf.slice() });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The text of each element named `tag` in `xml`, in order. */
const valuesOf = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]);
const decimal = (cents: number) => (cents / 100).toFixed(2);

describe('renderInvoicePdf', () => {
  it('writes a consumer invoice in French: number, seller, lines and totals as the UI formats them, and no English', async () => {
    const pdf = await renderInvoicePdf(consumerInvoice);
    const text = await textOf(pdf);

    for (const expected of [
      'Facture',
      'N° F-2026-000042',
      'Date d’émission : 22/11/2026',
      'SIREN : 123456782',
      'FR11123456782',
      'Données de démonstration',
      'Payée le 22/11/2026 par carte bancaire',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Café pour 10 personnes');
    // The embedded font draws names from beyond French (ő is Hungarian) as they are written.
    expect(text).toContain('Anna Erdős');
    expect(text).toContain('mardi 1 décembre 2026, 9h – 17h');
    for (const item of consumerInvoice.lines) {
      expect(text).toContain(item.label.replace('\u202F', ' '));
      for (const amount of [item.unitTtc, item.ht, item.vat, item.ttc])
        expect(text).toContain(formatPrice(amount, 'fr'));
    }
    expect(text).toContain(`Total HT ${formatPrice(consumerInvoice.totals.ht, 'fr')}`);
    expect(text).toContain(`TVA 20 % ${formatPrice(consumerInvoice.totals.vat, 'fr')}`);
    expect(text).toContain(`Total TTC ${formatPrice(consumerInvoice.totals.ttc, 'fr')}`);
    expect(formatPrice(consumerInvoice.totals.ttc, 'fr')).toBe('1 050 €');

    expect(text).not.toMatch(
      /\b(Invoice|VAT|Credit note|Date of issue|Qty|Paid|Payment|Customer|Booking|Demo|Page \d+ of)\b/,
    );
    // "Total" is French too, but only ever followed by HT or TTC here.
    expect(text).not.toMatch(/\bTotal\b(?! (HT|TTC)\b)/);
    // A consumer's invoice is a plain PDF, without the B2B mentions.
    expect((await attachmentsOf(pdf)).embedded.size).toBe(0);
    expect(text).not.toContain('Pénalités de retard');
  });

  it('writes an English credit note that names the invoice it credits', async () => {
    const text = await textOf(await renderInvoicePdf(creditNote));

    for (const expected of [
      'Credit note',
      'No. A-2026-000003',
      'Date of issue: 2026/11/25',
      'SIREN: 123456782',
      'VAT number: FR11123456782',
      'Demo data',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Credit note for invoice F-2026-000042 of 2026/11/22.');
    expect(text).toContain('Refunded on 2026/11/25 to the card of the payment.');
    const [refund] = creditNote.lines;
    expect(text).toContain('Refund — booking “Atelier Lumière”');
    expect(text).toContain(
      `${formatPrice(refund?.ht ?? 0, 'en')} 20% ${formatPrice(refund?.vat ?? 0, 'en')} ${formatPrice(refund?.ttc ?? 0, 'en')}`,
    );
    expect(text).toContain(`Total excl. VAT ${formatPrice(creditNote.totals.ht, 'en')}`);
    expect(text).toContain(`VAT 20% ${formatPrice(creditNote.totals.vat, 'en')}`);
    expect(text).toContain(`Total incl. VAT ${formatPrice(creditNote.totals.ttc, 'en')}`);
    expect(text).not.toMatch(/Facture|Avoir|TVA/);
  });

  describe('for a business buyer, a Factur-X EN 16931 file', () => {
    it('embeds factur-x.xml, the generator’s XML, valid for EN 16931, with the invoice’s amounts', async () => {
      const pdf = await renderInvoicePdf(businessInvoice);
      const { embedded, associated } = await attachmentsOf(pdf);
      const xml = embedded.get('factur-x.xml');
      expect([...embedded.keys()]).toEqual(['factur-x.xml']);
      expect(associated).toEqual(['factur-x.xml']);
      expect(xml).toBe(await facturXXml(businessInvoice));
      if (!xml) return;

      expect(en16931Findings(xml)).toEqual([]);
      expect(valuesOf(xml, 'ram:TypeCode')[0]).toBe('380');
      expect(xml).toMatch(/<rsm:ExchangedDocument>\s*<ram:ID>F-2026-000042<\/ram:ID>/);
      expect(xml).toContain('<ram:ID schemeID="0002">123456782</ram:ID>');
      expect(xml).toContain('<ram:ID schemeID="VA">FR11123456782</ram:ID>');
      expect(xml).toContain('<ram:ID schemeID="VA">FR40303265045</ram:ID>');
      expect(xml).toContain('<ram:TypeCode>48</ram:TypeCode>');

      const items = xml
        .split('<ram:IncludedSupplyChainTradeLineItem>')
        .slice(1)
        .map((item) => item.split('</ram:IncludedSupplyChainTradeLineItem>')[0]);
      expect(items).toHaveLength(businessInvoice.lines.length);
      businessInvoice.lines.forEach((item, index) => {
        const xmlLine = items[index] ?? '';
        expect(valuesOf(xmlLine, 'ram:Name')).toEqual([item.label]);
        expect(valuesOf(xmlLine, 'ram:LineTotalAmount')).toEqual([decimal(item.ht)]);
        const [quantity] = valuesOf(xmlLine, 'ram:BilledQuantity');
        const [price] = valuesOf(xmlLine, 'ram:ChargeAmount');
        const [basis = '1'] = valuesOf(xmlLine, 'ram:BasisQuantity');
        expect(Math.round((Number(quantity) * Number(price) * 100) / Number(basis))).toBe(item.ht);
        expect(xmlLine).toContain(`unitCode="${item.unit === 'hour' ? 'HUR' : 'C62'}"`);
      });
      const { ht, vat, ttc } = businessInvoice.totals;
      expect(valuesOf(xml, 'ram:LineTotalAmount').at(-1)).toBe(decimal(ht));
      expect(valuesOf(xml, 'ram:TaxBasisTotalAmount')).toEqual([decimal(ht)]);
      expect(valuesOf(xml, 'ram:TaxTotalAmount')).toEqual([decimal(vat)]);
      expect(valuesOf(xml, 'ram:GrandTotalAmount')).toEqual([decimal(ttc)]);
      expect(valuesOf(xml, 'ram:TotalPrepaidAmount')).toEqual([decimal(ttc)]);
      expect(valuesOf(xml, 'ram:DuePayableAmount')).toEqual(['0.00']);

      const text = await textOf(pdf);
      for (const expected of [
        'Ébénisterie Façon SARL',
        'N° de TVA intracommunautaire : FR40303265045',
        '3 place de l’Église',
        '69002 Lyon',
        'indemnité forfaitaire pour frais de recouvrement : 40 € (professionnels)',
      ]) {
        expect(text).toContain(expected);
      }
    }, 120_000);

    it('carries every font it uses, as a PDF/A-3 file must, and says it is one', async () => {
      const pdf = await PDFDocument.load(await renderInvoicePdf(businessInvoice));
      const lookup = (dict: PDFDict, key: string) => pdf.context.lookup(dict.get(PDFName.of(key)));
      const fonts = pdf.context
        .enumerateIndirectObjects()
        .map(([, object]) => object)
        .filter(
          (object): object is PDFDict =>
            object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'),
        )
        .filter((font) => font.get(PDFName.of('Subtype')) !== PDFName.of('Type0'));
      expect(fonts.length).toBeGreaterThanOrEqual(2);
      for (const font of fonts) {
        const descriptor = lookup(font, 'FontDescriptor');
        expect(
          descriptor instanceof PDFDict && descriptor.has(PDFName.of('FontFile2')),
          String(font.get(PDFName.of('BaseFont'))),
        ).toBe(true);
      }
      expect(xmpOf(pdf)).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    });

    it('makes a credit note a Factur-X credit note (381) that refers to the invoice it credits', async () => {
      const xml =
        (await attachmentsOf(await renderInvoicePdf(businessCreditNote))).embedded.get('factur-x.xml') ?? '';

      expect(xml).toBe(await facturXXml(businessCreditNote));
      expect(en16931Findings(xml)).toEqual([]);
      expect(valuesOf(xml, 'ram:TypeCode')[0]).toBe('381');
      expect(xml).toMatch(
        /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>F-2026-000042<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261122</,
      );
      expect(valuesOf(xml, 'ram:GrandTotalAmount')).toEqual([decimal(businessCreditNote.totals.ttc)]);
    }, 120_000);

    it('is refused by the same validation when its amounts do not add up', async () => {
      const xml = await facturXXml(businessInvoice);
      const findings = en16931Findings(
        xml.replace(
          '<ram:DuePayableAmount>0.00</ram:DuePayableAmount>',
          '<ram:DuePayableAmount>1.00</ram:DuePayableAmount>',
        ),
      );

      expect(findings.map((finding) => finding.split(':')[0])).toEqual(['BR-CO-16']);
    }, 120_000);
  });
});

import type { Color } from '@cantoo/pdf-lib';
import type { TFunction } from 'i18next';
import { formatClock } from '../../domain/clock';
import { formatPrice, type Locale } from '../../domain/money';
import { formatLongDay, parisDay, parisMinutes } from '../../domain/paris-time';
import type { InvoiceDocument, InvoiceLine } from './document';
import { documentDay, legalMentions, vatByRate } from './document-facts';
import { ALERT, CONTENT_WIDTH, GREY, LIGHT, MARGIN, type PdfWriter, type TextStyle } from './pdf-writer';

const RIGHT = MARGIN + CONTENT_WIDTH;
const SMALL: TextStyle = { size: 7.5, color: GREY };

const formatQuantity = (quantity: number, locale: Locale) =>
  String(Number(quantity.toFixed(2))).replace('.', locale === 'fr' ? ',' : '.');

/** Lines written from the top of a column down; where the column ends. */
function column(
  writer: PdfWriter,
  top: number,
  x: number,
  width: number,
  lines: readonly (readonly [string, TextStyle?])[],
): number {
  writer.y = top;
  for (const [text, style] of lines) writer.paragraph(text, x, width, style);
  return writer.y;
}

function header(writer: PdfWriter, document: InvoiceDocument, t: TFunction): void {
  const { seller, locale } = document;
  const top = writer.y;
  const sellerBottom = column(writer, top, MARGIN, CONTENT_WIDTH / 2, [
    [seller.name, { size: 12, bold: true }],
    [seller.address],
    [`${seller.postalCode} ${seller.city}`],
    [t('pdf.seller.siren', { siren: seller.siren })],
    [t('pdf.seller.vatNumber', { vatNumber: seller.vatNumber })],
  ]);
  writer.text(t(`pdf.title.${document.kind}`), RIGHT, top - 20, { size: 20, bold: true, alignRight: true });
  writer.text(t('pdf.number', { number: document.number }), RIGHT, top - 36, {
    size: 10,
    bold: true,
    alignRight: true,
  });
  writer.text(t('pdf.issuedOn', { date: documentDay(document.issuedAt, locale) }), RIGHT, top - 50, {
    alignRight: true,
  });
  writer.y = Math.min(sellerBottom, top - 50) - 24;
}

function parties(writer: PdfWriter, document: InvoiceDocument, t: TFunction): void {
  const { buyer, booking, locale } = document;
  const half = (CONTENT_WIDTH - 24) / 2;
  const top = writer.y;
  const region = (code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  const buyerLines: [string, TextStyle?][] = [[t('pdf.buyer.heading'), { size: 10, bold: true }]];
  if (buyer.business && buyer.company) buyerLines.push([buyer.company, { bold: true }]);
  buyerLines.push([buyer.name], [buyer.email]);
  if (buyer.address) buyerLines.push([buyer.address]);
  if (buyer.postalCode || buyer.city)
    buyerLines.push([[buyer.postalCode, buyer.city].filter(Boolean).join(' ')]);
  if (buyer.country !== document.seller.country) buyerLines.push([region(buyer.country)]);
  if (buyer.business && buyer.vatNumber)
    buyerLines.push([t('pdf.buyer.vatNumber', { vatNumber: buyer.vatNumber })]);
  const buyerBottom = column(writer, top, MARGIN, half, buyerLines);

  const start = new Date(booking.startsAt);
  const end = new Date(booking.endsAt);
  const when = t('pdf.booking.when', {
    day: formatLongDay(parisDay(start), locale),
    start: formatClock(parisMinutes(start), locale),
    end: formatClock(parisMinutes(end), locale),
  });
  const bookingLines: [string, TextStyle?][] = [
    [t('pdf.booking.heading'), { size: 10, bold: true }],
    [booking.spaceTitle, { bold: true }],
    [booking.address],
    [when],
  ];
  if (booking.occurrences > 1) bookingLines.push([t('pdf.booking.series', { count: booking.occurrences })]);
  const bookingBottom = column(writer, top, MARGIN + half + 24, half, bookingLines);
  writer.y = Math.min(buyerBottom, bookingBottom) - 24;
}

/** The table's columns after the label, by their key in pdf.columns: width in points, and what a line shows there. */
type Column = {
  key: string;
  width: number;
  cell: (line: InvoiceLine, locale: Locale, t: TFunction) => string;
};
const PRICE = 62;
const COLUMNS: Column[] = [
  {
    key: 'quantity',
    width: 42,
    cell: (line, locale, t) =>
      t(`pdf.quantity.${line.unit}`, { quantity: formatQuantity(line.quantity, locale) }),
  },
  { key: 'unitTtc', width: PRICE, cell: (line, locale) => formatPrice(line.unitTtc, locale) },
  { key: 'ht', width: PRICE, cell: (line, locale) => formatPrice(line.ht, locale) },
  { key: 'vatRate', width: 40, cell: (line, _locale, t) => t('pdf.rate', { rate: line.vatRatePercent }) },
  { key: 'vat', width: 56, cell: (line, locale) => formatPrice(line.vat, locale) },
  { key: 'ttc', width: PRICE, cell: (line, locale) => formatPrice(line.ttc, locale) },
];
const LABEL_WIDTH = CONTENT_WIDTH - COLUMNS.reduce((sum, column) => sum + column.width, 0);
const PADDING = 4;

/**
 * One row: the label wrapped in its column, every other cell right-aligned in its own. A row that
 * does not fit goes to a new page, after what `onBreak` draws there (the table's header).
 */
function row(
  writer: PdfWriter,
  label: string,
  cells: readonly string[],
  style: TextStyle,
  options: { background?: Color; onBreak?: () => void } = {},
): void {
  const size = style.size ?? 9;
  const leading = size * 1.3;
  const labelLines = writer.wrap(label, LABEL_WIDTH - 2 * PADDING, style);
  const cellLines = cells.map((cell, index) =>
    writer.wrap(cell, (COLUMNS[index]?.width ?? 0) - 2 * PADDING, style),
  );
  const height =
    Math.max(labelLines.length, ...cellLines.map((lines) => lines.length)) * leading + 2 * PADDING;
  if (writer.ensureSpace(height)) options.onBreak?.();
  if (options.background)
    writer.rectangle(MARGIN, writer.y - height, CONTENT_WIDTH, height, options.background);
  const firstBaseline = writer.y - PADDING - size;
  labelLines.forEach((text, index) =>
    writer.text(text, MARGIN + PADDING, firstBaseline - index * leading, style),
  );
  let right = MARGIN + LABEL_WIDTH;
  cellLines.forEach((lines, index) => {
    right += COLUMNS[index]?.width ?? 0;
    lines.forEach((text, lineIndex) =>
      writer.text(text, right - PADDING, firstBaseline - lineIndex * leading, { ...style, alignRight: true }),
    );
  });
  writer.y -= height;
  if (!options.background) writer.rule(writer.y, LIGHT);
}

function table(writer: PdfWriter, document: InvoiceDocument, t: TFunction): void {
  const { locale } = document;
  const tableHeader = () =>
    row(
      writer,
      t('pdf.columns.label'),
      COLUMNS.map((column) => t(`pdf.columns.${column.key}`)),
      { size: 7.5, bold: true },
      { background: LIGHT },
    );
  tableHeader();
  for (const line of document.lines) {
    row(
      writer,
      line.label,
      COLUMNS.map((column) => column.cell(line, locale, t)),
      { size: 8.5 },
      { onBreak: tableHeader },
    );
  }
}

function totals(writer: PdfWriter, document: InvoiceDocument, t: TFunction): void {
  const { locale } = document;
  const rows: [string, number, boolean][] = [
    [t('pdf.totals.ht'), document.totals.ht, false],
    ...vatByRate(document.lines).map(({ rate, vat }): [string, number, boolean] => [
      t('pdf.totals.vat', { rate }),
      vat,
      false,
    ]),
    [t('pdf.totals.ttc'), document.totals.ttc, true],
  ];
  writer.ensureSpace(rows.length * 18 + 16);
  writer.y -= 10;
  for (const [label, amount, strong] of rows) {
    if (strong) writer.rectangle(RIGHT - 220, writer.y - 18, 220, 18, LIGHT);
    writer.text(label, RIGHT - 214, writer.y - 12.5, { size: 9.5, bold: strong });
    writer.text(formatPrice(amount, locale), RIGHT - 6, writer.y - 12.5, {
      size: 9.5,
      bold: strong,
      alignRight: true,
    });
    writer.y -= 18;
  }
  writer.y -= 16;
}

function payment(writer: PdfWriter, document: InvoiceDocument, t: TFunction): void {
  const { locale, credits } = document;
  if (credits)
    writer.paragraph(
      t('pdf.credits', { number: credits.number, date: documentDay(credits.issuedAt, locale) }),
      MARGIN,
      CONTENT_WIDTH,
      { bold: true },
    );
  writer.paragraph(
    t(`pdf.payment.${document.kind}`, { date: documentDay(document.payment.at, locale) }),
    MARGIN,
    CONTENT_WIDTH,
  );
  writer.paragraph(
    t('pdf.payment.reference', { reference: document.payment.reference }),
    MARGIN,
    CONTENT_WIDTH,
    SMALL,
  );
  writer.y -= 12;
}

function legal(writer: PdfWriter, document: InvoiceDocument, t: TFunction): void {
  const mentions = legalMentions(document, t);
  if (document.buyer.business) mentions.push(t('pdf.legal.facturX'));
  for (const mention of mentions) writer.paragraph(mention, MARGIN, CONTENT_WIDTH, SMALL);
}

/** What every page carries: the demo warning at its top while the seller is the demo identity. */
export function pageTop(writer: PdfWriter, document: InvoiceDocument, t: TFunction): void {
  if (!document.seller.demo) return;
  writer.rectangle(MARGIN, writer.y - 18, CONTENT_WIDTH, 18, LIGHT);
  writer.text(
    t('pdf.demo'),
    MARGIN + (CONTENT_WIDTH - writer.width(t('pdf.demo'), { bold: true })) / 2,
    writer.y - 12.5,
    { bold: true, color: ALERT },
  );
  writer.y -= 30;
}

/** Each page's foot: the document's number and the page's place among them, once all exist. */
export function pageFeet(writer: PdfWriter, document: InvoiceDocument, t: TFunction): void {
  const y = MARGIN / 2;
  writer.pages.forEach((page, index) => {
    writer.rule(y + 12, LIGHT, page);
    writer.text(`${t(`pdf.title.${document.kind}`)} ${document.number}`, MARGIN, y, { ...SMALL, page });
    writer.text(t('pdf.page', { page: index + 1, pages: writer.pages.length }), RIGHT, y, {
      ...SMALL,
      page,
      alignRight: true,
    });
  });
}

/** The document's body, top to bottom. */
export function drawDocument(writer: PdfWriter, document: InvoiceDocument, t: TFunction): void {
  header(writer, document, t);
  parties(writer, document, t);
  table(writer, document, t);
  totals(writer, document, t);
  payment(writer, document, t);
  legal(writer, document, t);
}

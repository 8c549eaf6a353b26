import type { Locale } from '../../domain/money';
import { splitTtc, sumSplits, VAT_RATE_PERCENT, type VatSplit } from '../../domain/vat';
import { serverEnv } from '../env';
import { serverTexts } from '../messages/texts';
import { creditedSplit, type CreditedInvoice } from './credit-lines';
import type { InvoiceDocument, InvoiceLine, InvoiceSeller } from './document';

// A document (invoice or credit note) as it is stored: made from one payment and what its booking
// shows, read by lifecycle/documents.ts. Pure: no database, no clock but the one given.

/** The seller of every document: the configured company, or its demo identity, marked as such. */
export function sellerIdentity(): InvoiceSeller {
  const {
    SELLER_NAME: name,
    SELLER_ADDRESS: address,
    SELLER_POSTAL_CODE: postalCode,
    SELLER_CITY: city,
    SELLER_COUNTRY: country,
    SELLER_SIREN: siren,
    SELLER_VAT_NUMBER: vatNumber,
  } = serverEnv();
  if (name && address && postalCode && city && siren && vatNumber)
    return { name, address, postalCode, city, country, siren, vatNumber, demo: false };
  // A SIREN that passes its check digit and the French VAT number it yields, for no real company.
  return {
    name: 'Nook SAS',
    address: '10 rue de la Fontaine au Roi',
    postalCode: '75011',
    city: 'Paris',
    country: 'FR',
    siren: '123456782',
    vatNumber: 'FR11123456782',
    demo: true,
  };
}

/** What a booking's documents show of it, its account, organizer and space (`bookingFactsJson`). */
export type BookingFacts = {
  booking_id: string;
  account_id: string;
  total_price_cents: number;
  space_price_cents: number;
  /** What the booking has paid, this payment included. */
  paid_cents: number;
  rebates: { code: string; amount: number }[];
  coupon_code: string | null;
  business: boolean;
  company_name: string | null;
  vat_number: string | null;
  billing_address: string | null;
  billing_postal_code: string | null;
  billing_city: string | null;
  billing_country: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  locale: string;
  title_fr: string;
  title_en: string;
  street: string;
  postal_code: string;
  city: string;
  /** The hour of what the booking takes: the room, or all its desks together. */
  price_hour_cents: number;
  /** Desks of a desk space taken at each occurrence; 1 for a meeting room. */
  desks: number;
  space_type: 'meeting_room' | 'desk';
  occurrences: { starts_at: string; ends_at: string; count: number; minutes: number };
  extras: { name_fr: string; name_en: string; quantity: number; unit_price_cents: number }[];
};

/** The payment a document is for: a succeeded charge (an invoice) or a decided refund (a credit note). */
export type DocumentPayment = {
  payment_id: string;
  kind: 'charge' | 'refund';
  amount_cents: number;
  provider: 'stripe' | 'offline';
  provider_ref: string;
  overstay_minutes: number | null;
  /** A refund: the invoice of the charge it gives back, if it has one (its number is written at commit). */
  credits: CreditedInvoice | null;
};

const line = (
  kind: InvoiceLine['kind'],
  label: string,
  ttc: number,
  quantity = 1,
  unit: InvoiceLine['unit'] = 'unit',
  unitTtc = ttc,
): InvoiceLine => {
  const { ht, vat } = splitTtc(ttc);
  return { kind, label, quantity, unit, unitTtc, ttc, ht, vat, vatRatePercent: VAT_RATE_PERCENT };
};

/** A refund's one line, split as `creditedSplit` says. */
const refundLine = (label: string, { ht, vat, ttc }: VatSplit): InvoiceLine => ({
  kind: 'refund',
  label,
  quantity: 1,
  unit: 'unit',
  unitTtc: ttc,
  ttc,
  ht,
  vat,
  vatRatePercent: VAT_RATE_PERCENT,
});

/** A credit note's lines: its invoice's, when it gives all of it back at once, or one line (credit-lines.ts). */
function creditLines(payment: DocumentPayment, label: string): InvoiceLine[] {
  const amount = payment.amount_cents;
  if (!payment.credits) return [refundLine(label, splitTtc(amount))];
  const split = creditedSplit(payment.credits, amount);
  return split ? [refundLine(label, split)] : payment.credits.lines.map((credited) => ({ ...credited }));
}

/**
 * The lines of a document. A charge that paid a whole booking at once is itemized as its price
 * was made (the space by the hour, each extra, each rebate and the code, negative); any other
 * payment (a balance, an overstay) is one line. A refund of a whole invoice repeats its lines;
 * any other refund is one line. Lines always add up to the amount paid or given back.
 */
function linesOf(payment: DocumentPayment, facts: BookingFacts, locale: Locale): InvoiceLine[] {
  const t = serverTexts('invoices', locale);
  const space = locale === 'en' ? facts.title_en : facts.title_fr;
  const amount = payment.amount_cents;
  if (payment.kind === 'refund') return creditLines(payment, t('lines.refund', { space }));
  if (payment.overstay_minutes !== null)
    return [line('overstay', t('lines.overstay', { space, minutes: payment.overstay_minutes }), amount)];
  const single = [line('balance', t('lines.balance', { space }), amount)];
  if (amount !== facts.total_price_cents || facts.paid_cents !== amount) return single;

  const hours = facts.occurrences.minutes / 60;
  const byTheHour = Math.round(hours * facts.price_hour_cents) === facts.space_price_cents;
  const rented =
    facts.space_type === 'desk'
      ? t('lines.desks', { space, count: facts.desks })
      : t('lines.space', { space });
  const lines = [
    byTheHour
      ? line('space', rented, facts.space_price_cents, hours, 'hour', facts.price_hour_cents)
      : line('space', rented, facts.space_price_cents),
    ...facts.extras.map((extra) =>
      line(
        'extra',
        locale === 'en' ? extra.name_en : extra.name_fr,
        extra.quantity * extra.unit_price_cents,
        extra.quantity,
        'unit',
        extra.unit_price_cents,
      ),
    ),
    ...facts.rebates.map((rebate) =>
      rebate.code === facts.coupon_code
        ? line('coupon', t('lines.coupon', { code: rebate.code }), -rebate.amount)
        : line('rebate', t(`lines.rebates.${rebate.code}`), -rebate.amount),
    ),
  ];
  // A price made before the rules it follows now would not add up: then the payment is one line.
  return lines.reduce((sum, l) => sum + l.ttc, 0) === amount ? lines : single;
}

/** The document of one payment, without its number (given when it is written). */
export function documentOf(
  payment: DocumentPayment,
  facts: BookingFacts,
  now: Date,
  seller: InvoiceSeller,
): Omit<InvoiceDocument, 'number'> {
  const locale: Locale = facts.locale === 'en' ? 'en' : 'fr';
  const lines = linesOf(payment, facts, locale);
  const { occurrences } = facts;
  const name = [facts.first_name, facts.last_name].filter(Boolean).join(' ') || facts.email;
  return {
    kind: payment.kind === 'charge' ? 'invoice' : 'credit_note',
    issuedAt: now.toISOString(),
    locale,
    currency: 'EUR',
    seller,
    buyer: {
      name,
      email: facts.email,
      business: facts.business,
      company: facts.business ? facts.company_name : null,
      vatNumber: facts.business ? facts.vat_number : null,
      address: facts.billing_address,
      postalCode: facts.billing_postal_code,
      city: facts.billing_city,
      country: facts.billing_country ?? 'FR',
    },
    booking: {
      id: facts.booking_id,
      spaceTitle: locale === 'en' ? facts.title_en : facts.title_fr,
      address: `${facts.street}, ${facts.postal_code} ${facts.city}`,
      startsAt: new Date(occurrences.starts_at).toISOString(),
      endsAt: new Date(occurrences.ends_at).toISOString(),
      occurrences: occurrences.count,
    },
    lines,
    totals: sumSplits(lines),
    payment: {
      at: now.toISOString(),
      method: 'card',
      provider: payment.provider,
      reference: payment.kind === 'charge' ? payment.provider_ref : payment.payment_id,
    },
  };
}

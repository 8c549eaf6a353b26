import { parisDay } from '../../src/domain/paris-time';
import type { VatSplit } from '../../src/domain/vat';
import type { InvoiceDocument, InvoiceSeller } from '../../src/server/invoices/document';
import { documentOf, type BookingFacts, type DocumentPayment } from '../../src/server/invoices/document-of';

// Documents made as the lifecycle makes them (invoices/document-of.ts), from a booking's facts and
// a payment, without a database: numbered and dated here as the commit would.

export const DEMO_SELLER: InvoiceSeller = {
  name: 'Nook SAS',
  address: '10 rue de la Fontaine au Roi',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
  siren: '123456782',
  vatNumber: 'FR11123456782',
  demo: true,
};

/** A meeting room booked for one morning of 4 hours at 45 € an hour, paid at once, by a consumer. */
export function bookingFacts(overrides: Partial<BookingFacts> = {}): BookingFacts {
  return {
    booking_id: '1f0c5e62-5a7e-4a59-9d55-0c6f1d1e2a10',
    account_id: '7d3b1c2a-0e4f-4b6a-9c8d-2e1f0a9b8c7d',
    total_price_cents: 18_000,
    space_price_cents: 18_000,
    paid_cents: 18_000,
    rebates: [],
    coupon_code: null,
    business: false,
    company_name: null,
    vat_number: null,
    billing_address: null,
    billing_postal_code: null,
    billing_city: null,
    billing_country: null,
    first_name: 'Anna',
    last_name: 'Erdős',
    email: 'anna@exemple.fr',
    locale: 'fr',
    title_fr: 'Atelier Lumière',
    title_en: 'Light Workshop',
    street: '5 rue Oberkampf',
    postal_code: '75011',
    city: 'Paris',
    price_hour_cents: 4_500,
    desks: 1,
    space_type: 'meeting_room',
    occurrences: {
      starts_at: '2026-12-01T08:00:00.000Z',
      ends_at: '2026-12-01T12:00:00.000Z',
      count: 1,
      minutes: 240,
    },
    extras: [],
    ...overrides,
  };
}

/** The facts of a business account with its billing address: its documents are Factur-X files. */
export const businessFacts = (overrides: Partial<BookingFacts> = {}): BookingFacts =>
  bookingFacts({
    business: true,
    company_name: 'Ébénisterie Façon SARL',
    vat_number: 'FR40303265045',
    billing_address: '3 place de l’Église',
    billing_postal_code: '69002',
    billing_city: 'Lyon',
    billing_country: 'FR',
    ...overrides,
  });

const payment = (kind: DocumentPayment['kind'], amount: number): DocumentPayment => ({
  payment_id: `${kind}-${amount}`,
  kind,
  amount_cents: amount,
  provider: 'stripe',
  provider_ref: kind === 'charge' ? 'pi_3QkZ1x2y3z' : 're_3QkZ9a8b7c',
  overstay_minutes: null,
  credits: null,
});

/** The invoice of a charge of `amount` cents, numbered F-<year>-000042. */
export function invoiceOf(facts: BookingFacts, amount: number, issuedAt: Date): InvoiceDocument {
  const document = documentOf(payment('charge', amount), facts, issuedAt, DEMO_SELLER);
  return { ...document, number: `F-${parisDay(issuedAt).slice(0, 4)}-000042`, credits: null };
}

/**
 * The credit note of a refund of `amount` cents of `invoice`, of which earlier credit notes gave
 * back `credited`: numbered A-<year>-<nth>, naming the invoice as the commit does.
 */
export function creditNoteOf(
  facts: BookingFacts,
  invoice: InvoiceDocument,
  amount: number,
  issuedAt: Date,
  credited: VatSplit = { ht: 0, vat: 0, ttc: 0 },
  nth = 1,
): InvoiceDocument {
  const refund = { ...payment('refund', amount), credits: { id: 'invoice', lines: invoice.lines, credited } };
  const document = documentOf(refund, facts, issuedAt, DEMO_SELLER);
  return {
    ...document,
    number: `A-${parisDay(issuedAt).slice(0, 4)}-${String(nth).padStart(6, '0')}`,
    credits: { number: invoice.number, issuedAt: invoice.issuedAt },
  };
}

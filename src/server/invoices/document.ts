import type { Locale } from '../../domain/money';

/**
 * An invoice or a credit note as it was issued (docs/business-rules.md §8): everything its PDF, its
 * JSON and its Factur-X XML show, frozen in the transaction of the payment or refund it documents.
 * Later changes (a billing address, a space's name, a price) never alter it. Amounts are integer
 * cents, TTC catalogue prices split by domain/vat.ts; a credit note's amounts are positive (its
 * kind says they are given back).
 */
export type InvoiceDocument = {
  kind: 'invoice' | 'credit_note';
  /** F-2026-000001 (invoice), A-2026-000001 (credit note): per kind and year, without gaps. */
  number: string;
  /** ISO instant of issue, which is the instant of the payment or refund. */
  issuedAt: string;
  /** The buyer's language: the PDF's and the lines' labels. */
  locale: Locale;
  currency: 'EUR';
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** What was booked, for the reader: the space and the first occurrence. */
  booking: {
    id: string;
    spaceTitle: string;
    address: string;
    startsAt: string;
    endsAt: string;
    occurrences: number;
  };
  lines: InvoiceLine[];
  totals: { ht: number; vat: number; ttc: number };
  /** How it was paid, or how the refund goes back. */
  payment: { at: string; method: 'card'; provider: 'stripe' | 'offline'; reference: string };
  /** A credit note: the invoice whose payment it gives back (written with the numbers, at commit). */
  credits?: { number: string; issuedAt: string } | null;
};

export type InvoiceSeller = {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  siren: string;
  vatNumber: string;
  /** True while the seller's identity is the local default: the PDF says "demo" on every page. */
  demo: boolean;
};

export type InvoiceBuyer = {
  /** The organizer who paid. */
  name: string;
  email: string;
  /** A business account: its company and VAT number appear, and the Factur-X XML is embedded. */
  business: boolean;
  company: string | null;
  vatNumber: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2, FR when the account gave none. */
  country: string;
};

export type InvoiceLine = {
  /** What the line is: its label is written in the document's locale when issued. */
  kind: 'space' | 'extra' | 'rebate' | 'coupon' | 'balance' | 'overstay' | 'refund';
  label: string;
  /** Hours for the space line, units for extras, 1 otherwise. */
  quantity: number;
  unit: 'hour' | 'unit';
  /** TTC price of one unit (cents); the line's TTC is what counts when it does not divide. */
  unitTtc: number;
  ttc: number;
  ht: number;
  vat: number;
  vatRatePercent: number;
};

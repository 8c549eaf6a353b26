import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '../../invoices/document';
import { bookings } from './bookings';
import { payments } from './payments';
import { accounts } from './people';

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit_note']);

/**
 * The last number given per kind and year. A deferred trigger takes the next one for each new
 * document as its transaction (the payment's or the refund's) commits, the row locked for the
 * commit alone; a rollback takes none: numbers follow each other without gaps
 * (docs/business-rules.md §8).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: invoiceKind('kind').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/**
 * An invoice (a charge) or a credit note (a refund), frozen when issued: `document` is what its
 * PDF, JSON and Factur-X show, whatever changes later. Never updated, never deleted.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: invoiceKind('kind').notNull(),
    year: integer('year').notNull(),
    /** Set when its transaction commits (see invoiceCounters), never null after. */
    seq: integer('seq'),
    number: text('number'),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The charge or refund it documents: one document per payment. */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** A credit note: the invoice of the charge it gives back. */
    creditsId: uuid('credits_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** TTC, positive for both kinds, in cents. */
    totalCents: integer('total_cents').notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
  },
  (t) => [
    // The number is made of these three (F-2026-000042): unique with them, without an index of its own.
    uniqueIndex('invoices_sequence_key').on(t.kind, t.year, t.seq),
    uniqueIndex('invoices_payment_key').on(t.paymentId),
    index('invoices_account_idx').on(t.accountId, t.issuedAt),
    index('invoices_booking_idx').on(t.bookingId),
    check('invoices_total_check', sql`${t.totalCents} >= 0`),
  ],
);

import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Invoice, InvoiceList, InvoiceSummary } from '../../contracts/invoices';
import { sumSplits } from '../../domain/vat';
import type { CurrentUser } from '../core/context';
import { notFound } from '../core/errors';
import type { Db } from '../db/client';
import { bookings, invoices } from '../db/schema';
import { readableAccount } from './account-service';
import { mayManageBooking } from '../lifecycle/booking-record';
import { canManageAccount, isStaff } from '../core/permissions';
import { numberOf } from '../invoices/number';

type InvoiceRow = typeof invoices.$inferSelect;

function toSummary(row: InvoiceRow): InvoiceSummary {
  const document = row.document;
  return {
    id: row.id,
    kind: row.kind,
    number: numberOf(row),
    issued_at: document.issuedAt,
    booking_id: row.bookingId,
    space_title: document.booking.spaceTitle,
    totals: document.totals,
    credits_number: document.credits?.number ?? null,
    pdf_path: `/v1/invoices/${row.id}.pdf`,
  };
}

export function toInvoice(row: InvoiceRow): Invoice {
  const { seller, buyer, lines, payment, locale } = row.document;
  return {
    ...toSummary(row),
    locale,
    seller: {
      name: seller.name,
      company: null,
      vat_number: seller.vatNumber,
      address: seller.address,
      postal_code: seller.postalCode,
      city: seller.city,
      country: seller.country,
      siren: seller.siren,
      demo: seller.demo,
    },
    buyer: {
      name: buyer.name,
      email: buyer.email,
      business: buyer.business,
      company: buyer.company,
      vat_number: buyer.vatNumber,
      address: buyer.address,
      postal_code: buyer.postalCode,
      city: buyer.city,
      country: buyer.country,
    },
    lines: lines.map((line) => ({
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      unit: line.unit,
      unit_ttc: line.unitTtc,
      ht: line.ht,
      vat: line.vat,
      ttc: line.ttc,
      vat_rate_percent: line.vatRatePercent,
    })),
    payment,
  };
}

/**
 * The invoices and credit notes of an account (or of one of its bookings), newest first, with what
 * they add up to. An administrator of the account (and staff, naming it) sees all of them; a
 * member, those of the bookings they organized.
 */
export async function listAccountInvoices(
  db: Db,
  user: CurrentUser,
  filter: { accountId?: string; bookingId?: string } = {},
): Promise<InvoiceList> {
  const account = await readableAccount(db, user, filter.accountId);
  const seesAll = canManageAccount(user, account) || isStaff(user);
  const mine: SQL | undefined = seesAll ? undefined : eq(bookings.organizerId, user.id);
  const rows = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(
      and(
        eq(invoices.accountId, account.id),
        mine,
        filter.bookingId ? eq(invoices.bookingId, filter.bookingId) : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
  const items = rows.map(({ invoice }) => toSummary(invoice));
  const invoiced = sumSplits(items.filter((item) => item.kind === 'invoice').map((item) => item.totals));
  const credited = sumSplits(items.filter((item) => item.kind === 'credit_note').map((item) => item.totals));
  return {
    items,
    totals: {
      invoiced,
      credited,
      net: {
        ht: invoiced.ht - credited.ht,
        vat: invoiced.vat - credited.vat,
        ttc: invoiced.ttc - credited.ttc,
      },
    },
  };
}

/** One invoice or credit note, to whoever may manage its booking (to others it does not exist). */
export async function invoiceFor(db: Db, user: CurrentUser, id: string): Promise<InvoiceRow> {
  const [found] = await db
    .select({
      invoice: invoices,
      booking: { organizerId: bookings.organizerId, accountId: bookings.accountId },
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(eq(invoices.id, id))
    .limit(1);
  if (!found || !(await mayManageBooking(db, user, found.booking))) throw notFound('Invoice');
  return found.invoice;
}

import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingDetail, AdminBookingPage, AdminBookingSearch } from '../../contracts/admin';
import type { Locale } from '../../domain/money';
import { addDays, parisInstant } from '../../domain/paris-time';
import type { CurrentUser } from '../core/context';
import { notFound } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import {
  auditLog,
  bookings,
  eventGuests,
  events,
  outboxMessages,
  payments,
  spaces,
  users,
} from '../db/schema';
import { newMessageId } from '../messages/outbox';
import { bookingHistoryOf, toBookingView } from './booking-view';
import { loadBooking } from '../lifecycle/booking-record';
import { containing } from './staff-users';

const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || null;

/** Bookings by the organizer's e-mail or name or the space's title, a day of Paris and a status; newest first, titles in the staff's language. */
export async function searchBookings(
  db: Db,
  search: AdminBookingSearch,
  locale: Locale,
): Promise<AdminBookingPage> {
  const firstStart = sql<Date | null>`(select min(e.starts_at) from ${events} e where e.booking_id = ${bookings.id} and e.change_id is null)`;
  const conditions: (SQL | undefined)[] = [search.status ? eq(bookings.status, search.status) : undefined];
  if (search.q) {
    const pattern = containing(search.q);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
        ilike(spaces.titleFr, pattern),
        ilike(spaces.titleEn, pattern),
      ),
    );
  }
  if (search.day) {
    const from = parisInstant(search.day, 0).toISOString();
    const to = parisInstant(addDays(search.day, 1), 0).toISOString();
    conditions.push(
      sql`exists (select 1 from ${events} e where e.booking_id = ${bookings.id} and e.change_id is null and e.starts_at >= ${from}::timestamptz and e.starts_at < ${to}::timestamptz)`,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        booking: bookings,
        organizer: users,
        space: { id: spaces.id, title: locale === 'en' ? spaces.titleEn : spaces.titleFr },
        startsAt: firstStart,
        paid: bookings.paidCents,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.organizerId))
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(search.limit)
      .offset(search.offset),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.organizerId))
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .where(where),
  ]);
  return {
    items: rows.map(({ booking, organizer, space, startsAt, paid }) => ({
      id: booking.id,
      status: booking.status,
      organizer: { id: organizer.id, email: organizer.email, name: nameOf(organizer) },
      space,
      starts_at: startsAt ? new Date(startsAt).toISOString() : null,
      total_price: booking.totalPriceCents,
      paid,
      created_at: booking.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** A booking as staff see it, in their language: the customer's view of it, and its guests, payments, history and messages. */
export async function bookingForStaff(db: Db, id: string, locale: Locale): Promise<AdminBookingDetail> {
  const record = await loadBooking(db, id);
  if (!record) throw notFound('Booking');
  const eventIds = record.events.map((event) => event.id);
  const [[organizer], guests, moneys, history, messages] = await Promise.all([
    db.select().from(users).where(eq(users.id, record.booking.organizerId)).limit(1),
    eventIds.length
      ? db
          .select({ eventId: eventGuests.eventId, email: eventGuests.email })
          .from(eventGuests)
          .where(inArray(eventGuests.eventId, eventIds))
          .orderBy(asc(eventGuests.email))
      : [],
    db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, id))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    bookingHistoryOf(db, id),
    db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.bookingId, id))
      .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id)),
  ]);
  if (!organizer) throw notFound('Booking');
  return {
    booking: toBookingView(record, locale),
    account_id: record.booking.accountId,
    organizer: { id: organizer.id, email: organizer.email, name: nameOf(organizer) },
    guests: guests.map((guest) => ({ event_id: guest.eventId, email: guest.email })),
    payments: moneys.map((p) => ({
      id: p.id,
      kind: p.kind,
      provider: p.provider,
      status: p.status,
      amount: p.amountCents,
      refund_of: p.refundOf,
      created_at: p.createdAt.toISOString(),
    })),
    history,
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      recipient: m.recipient,
      status: m.status,
      attempts: m.attempts,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Sends a message of the booking again, as a new message (its own Message-ID: mail clients would
 * drop a second copy of the first) with the payload of the first, and the audit line, in one transaction.
 */
export async function resendMessage(
  db: Db,
  staff: CurrentUser,
  bookingId: string,
  messageId: string,
): Promise<void> {
  await transaction(db, async (tx) => {
    const [original] = await tx
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.id, messageId), eq(outboxMessages.bookingId, bookingId)))
      .limit(1);
    if (!original) throw notFound('Message');
    const [copy] = await tx
      .insert(outboxMessages)
      .values({
        kind: original.kind,
        dedupeKey: `${original.dedupeKey}:resent:${randomUUID()}`,
        messageId: sql`${newMessageId}`,
        recipient: original.recipient,
        locale: original.locale,
        bookingId,
        payload: original.payload,
      })
      .returning({ id: outboxMessages.id });
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'message.resend',
      targetType: 'booking',
      targetId: bookingId,
      before: { message: original.id },
      after: { message: copy?.id },
    });
  });
}

import { asc, eq } from 'drizzle-orm';
import type { Booking, BookingHistoryEntry } from '../../contracts/bookings';
import { clockString } from '../../domain/clock';
import type { Locale } from '../../domain/money';
import { parisDay, parisMinutes } from '../../domain/paris-time';
import type { Db } from '../db/client';
import { bookingHistory } from '../db/schema';
import type { BookingRecord } from '../lifecycle/booking-record';

const slotOf = (event: { startsAt: Date; endsAt: Date }) => ({
  day: parisDay(event.startsAt),
  start: clockString(parisMinutes(event.startsAt)),
  end: clockString(parisMinutes(event.endsAt)),
});

export function toBookingView(
  { booking, space, events: occurrences, extras: chosen, couponCode, paid, pendingChange }: BookingRecord,
  locale: Locale,
): Booking {
  const first = occurrences[0];
  const slot = first ? slotOf(first) : { day: '', start: '', end: '' };
  return {
    id: booking.id,
    created_at: booking.createdAt.toISOString(),
    expires_at: booking.status === 'held' && booking.expiresAt ? booking.expiresAt.toISOString() : null,
    status: booking.status,
    space: {
      id: space.id,
      slug: space.slug,
      zone: space.zoneId,
      type: space.type,
      title: locale === 'fr' ? space.titleFr : space.titleEn,
      price_hour: space.priceHourCents,
      capacity: space.capacity,
    },
    desks: booking.desks,
    attendees: booking.attendees,
    ...slot,
    occurrences: occurrences.map((event) => ({
      event_id: event.id,
      nth: event.nth,
      status: event.status,
      ...slotOf(event),
    })),
    recurrence: booking.recurrence ?? null,
    extras: chosen.map((extra) => ({
      id: extra.id,
      name: locale === 'fr' ? extra.nameFr : extra.nameEn,
      quantity: extra.quantity,
      unit_price: extra.unitPriceCents,
      per_person: extra.perPerson,
    })),
    coupon_code: couponCode,
    space_price: booking.spacePriceCents,
    extras_price: booking.extrasPriceCents,
    rebates: booking.rebates,
    total_price: booking.totalPriceCents,
    paid,
    balance: (pendingChange?.totalPriceCents ?? booking.totalPriceCents) - paid,
    booked_at: booking.bookedAt?.toISOString() ?? null,
    pending_change: pendingChange
      ? {
          kind: pendingChange.kind,
          ...(pendingChange.startsAt && pendingChange.endsAt
            ? slotOf({ startsAt: pendingChange.startsAt, endsAt: pendingChange.endsAt })
            : { day: null, start: null, end: null }),
          total_price: pendingChange.totalPriceCents,
          amount_due: pendingChange.totalPriceCents - paid,
          expires_at: pendingChange.expiresAt.toISOString(),
        }
      : null,
  };
}

/** A booking's history as the API shows it, in the order it happened. */
export async function bookingHistoryOf(db: Db, bookingId: string): Promise<BookingHistoryEntry[]> {
  const rows = await db
    .select()
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(asc(bookingHistory.at), asc(bookingHistory.seq));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    action: row.action,
    from: row.fromStatus,
    to: row.toStatus,
    amount: row.amountCents,
  }));
}

import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Booking } from '../../contracts/bookings';
import { clockString } from '../../domain/clock';
import type { Locale } from '../../domain/money';
import { parisDay, parisMinutes } from '../../domain/paris-time';
import type { CurrentUser } from '../core/context';
import { notFound } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { bookingExtras, bookings, couponCodes, events, extras, spaces } from '../db/schema';
import { isStaff } from './permissions';

export type BookingRecord = {
  booking: typeof bookings.$inferSelect;
  space: typeof spaces.$inferSelect;
  events: (typeof events.$inferSelect)[];
  extras: { id: string; nameFr: string; nameEn: string; quantity: number; unitPriceCents: number }[];
  couponCode: string | null;
};

export async function loadBooking(db: Db, id: string): Promise<BookingRecord | undefined> {
  const [row] = await db
    .select({ booking: bookings, space: spaces, couponCode: couponCodes.code })
    .from(bookings)
    .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
    .leftJoin(couponCodes, eq(couponCodes.id, bookings.couponId))
    .where(eq(bookings.id, id))
    .limit(1);
  if (!row) return undefined;
  const [occurrences, chosen] = await Promise.all([
    db.select().from(events).where(eq(events.bookingId, id)).orderBy(asc(events.nth)),
    db
      .select({ id: extras.id, nameFr: extras.nameFr, nameEn: extras.nameEn, quantity: bookingExtras.quantity, unitPriceCents: bookingExtras.unitPriceCents })
      .from(bookingExtras)
      .innerJoin(extras, eq(extras.id, bookingExtras.extraId))
      .where(eq(bookingExtras.bookingId, id))
      .orderBy(asc(extras.id)),
  ]);
  return { booking: row.booking, space: row.space, events: occurrences, extras: chosen, couponCode: row.couponCode };
}

/** Organizer, an administrator of the booking's account, or staff. Others are told it does not exist. */
export function canManageBooking(user: CurrentUser, booking: typeof bookings.$inferSelect): boolean {
  return booking.organizerId === user.id || (booking.accountId === user.accountId && user.role === 'account_admin') || isStaff(user);
}

export async function loadBookingFor(db: Db, user: CurrentUser, id: string): Promise<BookingRecord> {
  const record = await loadBooking(db, id);
  if (!record || !canManageBooking(user, record.booking)) throw notFound('Booking');
  return record;
}

const slotOf = (event: typeof events.$inferSelect) => ({
  day: parisDay(event.startsAt),
  start: clockString(parisMinutes(event.startsAt)),
  end: clockString(parisMinutes(event.endsAt)),
});

export function toBookingView({ booking, space, events: occurrences, extras: chosen, couponCode }: BookingRecord, locale: Locale): Booking {
  const first = occurrences[0];
  const slot = first ? slotOf(first) : { day: '', start: '', end: '' };
  return {
    id: booking.id,
    created_at: booking.createdAt.toISOString(),
    expires_at: booking.status === 'held' && booking.expiresAt ? booking.expiresAt.toISOString() : null,
    status: booking.status,
    space: { id: space.id, slug: space.slug, zone: space.zoneId, title: locale === 'fr' ? space.titleFr : space.titleEn, price_hour: space.priceHourCents },
    ...slot,
    occurrences: occurrences.map((event) => ({ event_id: event.id, nth: event.nth, status: event.status, ...slotOf(event) })),
    recurrence: booking.recurrence ?? null,
    extras: chosen.map((extra) => ({ id: extra.id, name: locale === 'fr' ? extra.nameFr : extra.nameEn, quantity: extra.quantity, unit_price: extra.unitPriceCents })),
    coupon_code: couponCode,
    space_price: booking.spacePriceCents,
    extras_price: booking.extrasPriceCents,
    rebates: booking.rebates,
    total_price: booking.totalPriceCents,
    paid: booking.paidCents,
    balance: booking.totalPriceCents - booking.paidCents,
    booked_at: booking.bookedAt?.toISOString() ?? null,
  };
}

/** Marks held bookings whose time ran out as expired, so their slots are free again. */
export async function sweepExpiredHolds(db: Db, now: Date, spaceId?: string): Promise<void> {
  await transaction(db, async (tx) => {
    const expired = await tx
      .update(bookings)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(bookings.status, 'held'), lt(bookings.expiresAt, now), spaceId ? eq(bookings.spaceId, spaceId) : undefined))
      .returning({ id: bookings.id });
    if (expired.length === 0) return;
    await tx
      .update(events)
      .set({ status: 'expired' })
      .where(and(inArray(events.bookingId, expired.map((b) => b.id)), eq(events.status, 'held')));
  });
}

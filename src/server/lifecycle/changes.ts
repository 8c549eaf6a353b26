import { eq } from 'drizzle-orm';
import { parisDay, parisMinutes } from '../../domain/paris-time';
import type { CurrentUser } from '../core/context';
import { conflict, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { bookings, couponCodes, events } from '../db/schema';
import { priceBooking, priceColumns, slotsOf } from '../services/booking-pricing';
import { slotTaken } from './hold';
import { loadBookingFor, type BookingRecord } from '../services/booking-view';
import { assertSlots, isOverlap, toRange } from '../services/slot-rules';

function assertChangeable(record: BookingRecord, now: Date): NonNullable<BookingRecord['events'][number]> {
  const { booking } = record;
  if (booking.status !== 'held' && booking.status !== 'confirmed') throw conflict('NOT_CHANGEABLE', `The booking is ${booking.status}.`);
  if (booking.status === 'held' && booking.expiresAt && booking.expiresAt <= now) throw conflict('HOLD_EXPIRED', 'The hold on this slot has expired.');
  const [event, ...others] = record.events;
  if (!event || others.length > 0) throw unprocessable('RECURRING_NOT_CHANGEABLE', 'A recurring series is changed one event at a time.');
  return event;
}

/** Moves the one event of a booking to a new slot (or a later end), priced again; the database refuses overlaps. */
async function moveEvent(db: Db, record: BookingRecord, event: BookingRecord['events'][number], slot: { day: string; start: number; end: number }, now: Date) {
  assertSlots([slot.day], slot.start, slot.end, record.space.openingHours, now);
  const range = toRange(slot.day, slot.start, slot.end);
  const [coupon] = record.booking.couponId ? await db.select().from(couponCodes).where(eq(couponCodes.id, record.booking.couponId)).limit(1) : [];
  const price = priceBooking({
    priceHourCents: record.space.priceHourCents,
    slots: slotsOf([range]),
    recurrence: null,
    extras: record.extras.map((e) => ({ code: e.id, unitPriceCents: e.unitPriceCents, quantity: e.quantity })),
    coupon: coupon ? { code: coupon.code, kind: coupon.kind, value: coupon.value } : undefined,
    now,
  });
  try {
    await transaction(db, async (tx) => {
      await tx.update(events).set(range).where(eq(events.id, event.id));
      await tx.update(bookings).set({ ...priceColumns(price), updatedAt: now }).where(eq(bookings.id, record.booking.id));
    });
  } catch (error) {
    if (isOverlap(error)) throw slotTaken();
    throw error;
  }
}

/** More time after the end, if the space is open and free; a confirmed booking then owes the difference. */
export async function extendBooking(db: Db, user: CurrentUser, id: string, end: number, now: Date): Promise<void> {
  const record = await loadBookingFor(db, user, id);
  const event = assertChangeable(record, now);
  const currentEnd = parisMinutes(event.endsAt);
  if (end <= currentEnd) throw unprocessable('NOT_LATER', 'The new end must be after the current end.', [{ field: 'body.end', code: 'NOT_LATER', message: 'Must be later' }]);
  // Started bookings may still be extended: check the new slot from its start, not against "now".
  const start = parisMinutes(event.startsAt);
  const day = parisDay(event.startsAt);
  await moveEvent(db, record, event, { day, start, end }, event.startsAt < now ? new Date(event.startsAt.getTime() - 1) : now);
}

/** Another slot of the same space for a booking that has not started. */
export async function changeBooking(db: Db, user: CurrentUser, id: string, slot: { day: string; start: number; end: number }, now: Date): Promise<void> {
  const record = await loadBookingFor(db, user, id);
  const event = assertChangeable(record, now);
  if (event.startsAt <= now) throw unprocessable('ALREADY_STARTED', 'A booking that has started can no longer be moved.');
  await moveEvent(db, record, event, slot, now);
}

import { eq, sql } from 'drizzle-orm';
import { parisDay, parisMinutes } from '../../domain/paris-time';
import { DEFAULT_REFUND_POLICY, quoteRefund, type RefundPolicy } from '../../domain/refund-policy';
import type { ChangeQuote } from '../../contracts/bookings';
import type { ApiDeps, CurrentUser } from '../core/context';
import { conflict, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { bookings, couponCodes, events } from '../db/schema';
import { priceBooking, priceColumns, slotsOf } from './booking-pricing';
import type { PaymentProvider } from '../integrations/payments/provider';
import { isCharging, paymentInProgress } from './charge-claim';
import { hourlyPriceOf, slotTaken } from './hold';
import { lockBooking, type PendingRefund } from './ledger';
import { transition } from './transition';
import { requestChange, withdrawPendingChange } from './pending-change';
import { deliverRefunds } from './refunds';
import { loadBookingFor, type BookingRecord } from './booking-record';
import { assertSlots, assertSpaceOpen, isOverlap, toRange } from './slot-rules';

const contextOf = (user: CurrentUser, deps: Pick<ApiDeps, 'now' | 'config' | 'payments'>): ChangeContext => ({
  user,
  now: deps.now(),
  holdMinutes: deps.config.holdMinutes,
  refundPolicy: deps.config.refundPolicy,
  payments: deps.payments,
});

function assertChangeable(record: BookingRecord, now: Date): NonNullable<BookingRecord['events'][number]> {
  const { booking } = record;
  if (booking.status !== 'held' && booking.status !== 'confirmed')
    throw conflict('NOT_CHANGEABLE', `The booking is ${booking.status}.`);
  if (booking.status === 'held' && booking.expiresAt && booking.expiresAt <= now)
    throw conflict('HOLD_EXPIRED', 'The hold on this slot has expired.');
  const [event, ...others] = record.events;
  if (!event || others.length > 0)
    throw unprocessable('RECURRING_NOT_CHANGEABLE', 'A recurring series is changed one event at a time.');
  return event;
}

type Occurrence = BookingRecord['events'][number];
type ChangeContext = {
  user: CurrentUser;
  now: Date;
  holdMinutes: number;
  refundPolicy?: RefundPolicy;
  payments: PaymentProvider;
};

/** The slot a change asks for, priced as the booking would then be (its extras, code and desks kept). */
async function priceChange(
  db: Db,
  record: BookingRecord,
  event: Occurrence,
  slot: { day: string; start: number; end: number },
  pricedAt: Date,
) {
  assertSlots([slot.day], slot.start, slot.end, record.space.openingHours, pricedAt);
  const range = toRange(slot.day, slot.start, slot.end);
  const kind: 'extend' | 'move' =
    slot.start === parisMinutes(event.startsAt) && slot.day === parisDay(event.startsAt) ? 'extend' : 'move';
  // A closure made after the booking leaves its own time alone: only the time it gains is checked.
  const gained = kind === 'extend' ? { startsAt: event.endsAt, endsAt: range.endsAt } : range;
  if (gained.endsAt > gained.startsAt) await assertSpaceOpen(db, record.space.id, [gained]);
  const [coupon] = record.booking.couponId
    ? await db.select().from(couponCodes).where(eq(couponCodes.id, record.booking.couponId)).limit(1)
    : [];
  const price = priceBooking({
    priceHourCents: hourlyPriceOf(record.space, record.booking),
    slots: slotsOf([range]),
    recurrence: null,
    extras: record.extras.map((e) => ({
      code: e.id,
      unitPriceCents: e.unitPriceCents,
      quantity: e.quantity,
    })),
    coupon: coupon ? { code: coupon.code, kind: coupon.kind, value: coupon.value } : undefined,
    now: pricedAt,
  });
  return { range, kind, price };
}

/** A cheaper slot gives back the difference as a cancellation of that much would, under the policy of the old slot's start. */
function refundOfDifference(
  paid: number,
  total: number,
  event: Occurrence,
  now: Date,
  policy: RefundPolicy | undefined,
) {
  const difference = paid - total;
  return quoteRefund(
    { paid: difference, total: difference, extras: 0, startsAt: event.startsAt, now },
    policy ?? DEFAULT_REFUND_POLICY,
  ).refund;
}

/**
 * What a change would cost before it is asked for: the booking's total now and then, and what
 * would be charged (a confirmed booking's dearer slot) or refunded (a cheaper one). A hold is only
 * priced again: nothing was paid.
 */
export async function quoteChange(
  db: Db,
  user: CurrentUser,
  id: string,
  slot: { day?: string; start?: number; end: number },
  deps: Pick<ApiDeps, 'now' | 'config'>,
): Promise<ChangeQuote> {
  const now = deps.now();
  const record = await loadBookingFor(db, user, id);
  const event = assertChangeable(record, now);
  const day = slot.day ?? parisDay(event.startsAt);
  const start = slot.start ?? parisMinutes(event.startsAt);
  const extending = slot.day === undefined;
  const pricedAt = extending && event.startsAt < now ? new Date(event.startsAt.getTime() - 1) : now;
  const { price } = await priceChange(db, record, event, { day, start, end: slot.end }, pricedAt);
  const paid = record.paid;
  const confirmed = record.booking.status === 'confirmed';
  const charge = confirmed && price.total > paid ? price.total - paid : 0;
  const refund =
    confirmed && price.total < paid
      ? refundOfDifference(paid, price.total, event, now, deps.config.refundPolicy)
      : 0;
  return { old_total: record.booking.totalPriceCents, new_total: price.total, paid, charge, refund };
}

/**
 * Moves the one event of a booking to a new slot (or a later end), priced again; the database
 * refuses overlaps. A hold simply moves. A confirmed booking moves at once when the new slot costs
 * no more, the difference refunded under the policy of the old slot's start; when it costs more,
 * the new slot is held as a pending change until the difference is paid
 * (docs/business-rules.md §1).
 */
async function moveEvent(
  db: Db,
  record: BookingRecord,
  event: Occurrence,
  slot: { day: string; start: number; end: number },
  pricedAt: Date,
  context: ChangeContext,
) {
  const { range, kind, price } = await priceChange(db, record, event, slot, pricedAt);
  const { now } = context;
  try {
    const refunds = await transaction(db, async (tx): Promise<PendingRefund[]> => {
      const booking = await lockBooking(tx, record.booking.id);
      if (!booking || booking.status !== record.booking.status)
        throw conflict('CONCURRENT_UPDATE', 'The booking changed meanwhile: reload it.');
      // A charge under way was priced on the slot as it is: moving it now would leave it part paid.
      if (isCharging(booking, now)) throw paymentInProgress();
      if (booking.status === 'confirmed' && price.total > booking.paid) {
        await requestChange(
          tx,
          booking.id,
          { kind, event, range, price },
          { now, holdMinutes: context.holdMinutes, actorId: context.user.id },
        );
        return [];
      }
      if (booking.status === 'confirmed') await withdrawPendingChange(tx, booking.id);
      await tx
        .update(events)
        .set({ ...range, sequence: sql`${events.sequence} + 1` })
        .where(eq(events.id, event.id));
      if (booking.status !== 'confirmed') {
        await tx
          .update(bookings)
          .set({ ...priceColumns(price), updatedAt: now })
          .where(eq(bookings.id, booking.id));
        return [];
      }
      // The organizer and the guests see the new time, in their calendars too.
      const difference = booking.paid - price.total;
      const refund = refundOfDifference(booking.paid, price.total, event, now, context.refundPolicy);
      const kept = difference - refund;
      await tx
        .update(bookings)
        .set({
          ...priceColumns(price),
          spacePriceCents: price.spacePrice + kept,
          totalPriceCents: price.total + kept,
          updatedAt: now,
        })
        .where(eq(bookings.id, booking.id));
      return transition(tx, kind === 'extend' ? 'extend' : 'move', booking, {
        now,
        actorId: context.user.id,
        totalCents: price.total + kept,
        details: { kept },
        refund: { amount: refund },
        movedEventId: event.id,
      });
    });
    await deliverRefunds(db, context.payments, refunds);
  } catch (error) {
    if (isOverlap(error)) throw slotTaken();
    throw error;
  }
}

/** More time after the end, if the space is open and free; a confirmed booking then owes the difference. */
export async function extendBooking(
  db: Db,
  user: CurrentUser,
  id: string,
  end: number,
  deps: Pick<ApiDeps, 'now' | 'config' | 'payments'>,
): Promise<void> {
  const now = deps.now();
  const record = await loadBookingFor(db, user, id, { act: true });
  const event = assertChangeable(record, now);
  const currentEnd = parisMinutes(event.endsAt);
  if (end <= currentEnd)
    throw unprocessable('NOT_LATER', 'The new end must be after the current end.', [
      { field: 'body.end', code: 'NOT_LATER', message: 'Must be later' },
    ]);
  // Started bookings may still be extended: check the new slot from its start, not against "now".
  const start = parisMinutes(event.startsAt);
  const day = parisDay(event.startsAt);
  await moveEvent(
    db,
    record,
    event,
    { day, start, end },
    event.startsAt < now ? new Date(event.startsAt.getTime() - 1) : now,
    contextOf(user, deps),
  );
}

/** Another slot of the same space for a booking that has not started. */
export async function changeBooking(
  db: Db,
  user: CurrentUser,
  id: string,
  slot: { day: string; start: number; end: number },
  deps: Pick<ApiDeps, 'now' | 'config' | 'payments'>,
): Promise<void> {
  const now = deps.now();
  const record = await loadBookingFor(db, user, id, { act: true });
  const event = assertChangeable(record, now);
  if (event.startsAt <= now)
    throw unprocessable('ALREADY_STARTED', 'A booking that has started can no longer be moved.');
  await moveEvent(db, record, event, slot, now, contextOf(user, deps));
}

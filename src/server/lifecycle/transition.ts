import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { conflict } from '../core/errors';
import type { Db } from '../db/client';
import { bookingChanges, bookings, couponRedemptions, events } from '../db/schema';
import { issueDocuments } from './documents';
import {
  bookingCancelledMessages,
  bookingConfirmedMessage,
  eventChangedMessages,
  reviewRequestMessages,
} from '../messages/outbox';
import {
  decideRefund,
  eventsOfBookings,
  historyInsert,
  type LockedBooking,
  type PendingRefund,
} from './ledger';
import { BOOKING_TRANSITIONS, type BookingStatus, type Transition, type TransitionName } from './transitions';

/** What the caller of a transition knows that the table cannot: who, when, and how much. */
export type Step = {
  now: Date;
  /** Null: the product itself (the scheduler, a webhook). */
  actorId: string | null;
  /** The actor's Idempotency-Key, when their request sent one (see stepOfLostAttempt). */
  requestKey?: string;
  /** What the history line says moved: charged (positive) or refunded (negative); 0 by default. */
  amountCents?: number;
  /** The booking's total after the step; its total as locked by default. */
  totalCents?: number;
  details?: Record<string, unknown>;
  /** A charge the caller recorded: its invoice is issued. */
  chargeId?: string;
  /** `message: 'event changed'`: the event the caller moved. */
  movedEventId?: string;
  /** `money: 'refund'`: how much goes back, from one charge only or the latest charges first. */
  refund?: { amount: number; only?: string };
  /** `slot: 'free'` while the booking stays: the events freed (cancelled); all live ones otherwise. */
  events?: readonly string[];
};

/**
 * Runs one transition of the table on a booking the caller has locked (`lockBooking`), in the
 * caller's transaction: refuses it (409) from a status the table does not list, then writes the
 * new status, its declared effects and its line of history. Returns the refunds decided, to send
 * to the provider once the transaction has committed (`deliverRefunds`). Effects the table marks as
 * the caller's (a slot taken or moved, the charge's row) are written by the caller in the same
 * transaction.
 */
export async function transition(
  tx: Db,
  name: TransitionName,
  booking: LockedBooking,
  step: Step,
): Promise<PendingRefund[]> {
  const row: Transition = BOOKING_TRANSITIONS[name];
  const from = booking.status;
  if (!row.from.includes(from)) throw conflict('NOT_CHANGEABLE', `The booking is ${from}.`);
  const to = row.to === 'same' ? from : row.to;
  const { effects } = row;
  const { now } = step;
  const refundAmount = step.refund?.amount ?? 0;

  // Told before its events are freed: the message lists what the recipient loses (a hold tells no one).
  if (effects.message === 'booking cancelled')
    await tx.execute(bookingCancelledMessages(booking.id, refundAmount));
  if (to !== from) {
    await tx
      .update(bookings)
      .set({ status: to, updatedAt: now, ...columnsOn(to, now) })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, from)));
  }
  if (effects.slot === 'confirm')
    await tx
      .update(events)
      .set({ status: 'confirmed' })
      .where(and(eventsOfBookings(booking.id), eq(events.status, 'held')));
  if (effects.slot === 'free') await freeSlots(tx, booking.id, to === from ? 'cancelled' : to, step.events);
  if (effects.coupon === 'consume' && booking.couponId !== null)
    await tx
      .update(couponRedemptions)
      .set({ redeemedAt: now })
      .where(and(eq(couponRedemptions.bookingId, booking.id), isNull(couponRedemptions.redeemedAt)));
  if (effects.coupon === 'release')
    await tx
      .delete(couponRedemptions)
      .where(and(eq(couponRedemptions.bookingId, booking.id), isNull(couponRedemptions.redeemedAt)));
  if (step.chargeId) await issueDocuments(tx, [step.chargeId], now);
  if (effects.message === 'event changed' && step.movedEventId)
    await tx.execute(eventChangedMessages(step.movedEventId));
  if (effects.message === 'booking confirmed') await tx.execute(bookingConfirmedMessage(booking.id));
  if (effects.message === 'review request') await tx.execute(reviewRequestMessages([booking.id]));
  await historyInsert(tx, {
    bookingId: booking.id,
    at: now,
    actorId: step.actorId,
    action: row.action,
    from,
    to,
    amountCents: step.amountCents ?? (effects.money === 'refund' ? -refundAmount : 0),
    totalCents: step.totalCents ?? booking.totalPriceCents,
    details: step.details,
    requestKey: step.requestKey,
  });
  // Refunds (and their credit notes) last: what they give back is read from the charges as written.
  if (effects.money === 'refund' && refundAmount > 0)
    return decideRefund(tx, booking.id, refundAmount, now, step.refund?.only);
  return [];
}

/**
 * Refuses (409 NOT_CHANGEABLE) a transition from a status its row does not list: for a caller to
 * check before its own guards, so that a booking in the wrong status is always told so.
 */
export function assertTransition(name: TransitionName, booking: Pick<LockedBooking, 'status'>): void {
  const row: Transition = BOOKING_TRANSITIONS[name];
  if (!row.from.includes(booking.status))
    throw conflict('NOT_CHANGEABLE', `The booking is ${booking.status}.`);
}

/** What a status sets besides itself. */
function columnsOn(status: BookingStatus, now: Date) {
  if (status === 'confirmed')
    return {
      expiresAt: null,
      chargingSince: null,
      bookedAt: sql`coalesce(${bookings.bookedAt}, ${now.toISOString()}::timestamptz)`,
    };
  if (status === 'cancelled') return { expiresAt: null, cancelledAt: now };
  return {};
}

/**
 * A booking's slots freed: its live occurrences (or the given ones) take `status`, and a pending
 * change is withdrawn with the slot it held. Every slot the lifecycle gives back passes here.
 */
async function freeSlots(
  tx: Db,
  bookingId: string,
  status: BookingStatus,
  only: readonly string[] | undefined,
): Promise<void> {
  const live = inArray(events.status, ['held', 'confirmed']);
  await tx
    .update(events)
    .set({ status })
    .where(
      and(
        eventsOfBookings(bookingId),
        live,
        isNull(events.changeId),
        only === undefined ? undefined : inArray(events.id, [...only]),
      ),
    );
  if (only !== undefined) return;
  const withdrawn = await tx
    .update(bookingChanges)
    .set({ status: 'withdrawn' })
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'pending')))
    .returning({ id: bookingChanges.id });
  if (withdrawn.length > 0)
    await tx.delete(events).where(
      inArray(
        events.changeId,
        withdrawn.map((change) => change.id),
      ),
    );
}

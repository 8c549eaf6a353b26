import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { conflict } from '../core/errors';
import type { Db } from '../db/client';
import { writeTogether } from '../db/transaction';
import { bookingChanges, bookings, couponRedemptions, events, invoices, payments } from '../db/schema';
import { stepDocuments, type StepPayment } from './documents';
import {
  bookingCancelledMessages,
  bookingConfirmedMessage,
  eventChangedMessages,
  reviewRequestMessages,
} from '../messages/outbox';
import {
  eventsOfBookings,
  historyInsert,
  planRefund,
  refundableCharges,
  type LockedBooking,
  type PendingRefund,
  type RefundRow,
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
  charge?: Omit<StepPayment, 'kind' | 'refundOf'>;
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
 * the caller's (a slot taken or moved, the charge's row) are written by the caller before, in the
 * same transaction.
 *
 * What the writes need is read first (the charges a refund gives back, what the documents show);
 * then every write is one statement (`writeTogether`), the round trip a transition costs. They all
 * read the booking as it was just before the transition: a cancellation's message lists the events
 * it frees, a completion's review request finds the booking still confirmed.
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
  const refundAmount = effects.money === 'refund' ? (step.refund?.amount ?? 0) : 0;

  const refund =
    refundAmount > 0
      ? planRefund(
          { bookingId: booking.id },
          await refundableCharges(tx, { bookingId: booking.id }, step.refund?.only),
          refundAmount,
        )
      : { rows: [], refunds: [] };
  const documents = await stepDocuments(
    tx,
    booking.id,
    [
      ...(step.charge ? [{ ...step.charge, kind: 'charge' as const }] : []),
      ...refund.rows.map(refundDocumented),
    ],
    now,
  );

  await writeTogether(tx, [
    effects.message === 'booking cancelled' && bookingCancelledMessages(booking.id, refundAmount),
    to !== from &&
      tx
        .update(bookings)
        .set({ status: to, updatedAt: now, ...columnsOn(to, now) })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, from))),
    effects.slot === 'confirm' &&
      tx
        .update(events)
        .set({ status: 'confirmed' })
        .where(and(eventsOfBookings(booking.id), eq(events.status, 'held'))),
    ...(effects.slot === 'free'
      ? freeSlots(tx, booking.id, to === from ? 'cancelled' : to, step.events)
      : []),
    effects.coupon === 'consume' &&
      booking.couponId !== null &&
      tx
        .update(couponRedemptions)
        .set({ redeemedAt: now })
        .where(and(eq(couponRedemptions.bookingId, booking.id), isNull(couponRedemptions.redeemedAt))),
    effects.coupon === 'release' &&
      tx
        .delete(couponRedemptions)
        .where(and(eq(couponRedemptions.bookingId, booking.id), isNull(couponRedemptions.redeemedAt))),
    refund.rows.length > 0 && tx.insert(payments).values(refund.rows),
    documents.length > 0 && tx.insert(invoices).values(documents),
    effects.message === 'event changed' &&
      step.movedEventId !== undefined &&
      eventChangedMessages(step.movedEventId),
    effects.message === 'booking confirmed' && bookingConfirmedMessage(booking.id),
    effects.message === 'review request' && reviewRequestMessages([booking.id]),
    historyInsert(tx, {
      bookingId: booking.id,
      at: now,
      actorId: step.actorId,
      action: row.action,
      from,
      to,
      amountCents: step.amountCents ?? -refundAmount,
      totalCents: step.totalCents ?? booking.totalPriceCents,
      details: step.details,
      requestKey: step.requestKey,
    }),
  ]);
  return refund.refunds;
}

/** A refund row as its credit note needs it. */
const refundDocumented = (refund: RefundRow): StepPayment => ({
  id: refund.id,
  kind: 'refund',
  amountCents: refund.amountCents,
  provider: refund.provider,
  providerRef: refund.providerRef,
  refundOf: refund.refundOf,
});

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
function freeSlots(tx: Db, bookingId: string, status: BookingStatus, only: readonly string[] | undefined) {
  const freed = tx
    .update(events)
    .set({ status })
    .where(
      and(
        eventsOfBookings(bookingId),
        inArray(events.status, ['held', 'confirmed']),
        isNull(events.changeId),
        only === undefined ? undefined : inArray(events.id, [...only]),
      ),
    );
  if (only !== undefined) return [freed];
  const pending = and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'pending'));
  return [
    freed,
    // Both read the changes as they were: the slots of those about to be withdrawn are let go.
    tx
      .delete(events)
      .where(
        inArray(events.changeId, tx.select({ id: bookingChanges.id }).from(bookingChanges).where(pending)),
      ),
    tx.update(bookingChanges).set({ status: 'withdrawn' }).where(pending),
  ];
}

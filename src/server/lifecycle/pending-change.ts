import { and, eq, lt, sql } from 'drizzle-orm';
import type { PriceBreakdown } from '../../domain/pricing';
import { conflict } from '../core/errors';
import type { Db } from '../db/client';
import { bookingChanges, bookingExtras, bookings, events } from '../db/schema';
import { priceColumns } from './booking-pricing';
import { isCharging, paymentInProgress } from './charge-claim';
import { lockBooking, type LockedBooking } from './ledger';
import { transition, type Step } from './transition';

export type PendingChange = typeof bookingChanges.$inferSelect;
type ChangeRequest = {
  kind: PendingChange['kind'];
  /** The occurrence moved, and where to (move, extend). */
  event?: { id: string; nth: number; spaceId: string; seats: string };
  range?: { startsAt: Date; endsAt: Date };
  extras?: { extraId: string; quantity: number; unitPriceCents: number }[];
  price: PriceBreakdown;
};

/** The booking's pending change, if one is waiting to be paid. */
export async function pendingChangeOf(tx: Db, bookingId: string): Promise<PendingChange | undefined> {
  const [change] = await tx
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'pending')))
    .limit(1);
  return change;
}

/** A pending change ends without moving anything: its held slot is let go. */
async function endChange(tx: Db, change: PendingChange, status: 'lapsed' | 'withdrawn'): Promise<void> {
  await tx.delete(events).where(eq(events.changeId, change.id));
  await tx.update(bookingChanges).set({ status }).where(eq(bookingChanges.id, change.id));
}

/**
 * confirmed → confirmed with a pending change: a dearer slot, a later end or more extras wait for
 * their difference (docs/business-rules.md §1). The new slot is held at once (no one else can take
 * it); nothing of the booking moves until `applyPendingChange`. A new request replaces a pending
 * one. Throws the exclusion constraint's error when the slot is taken: the caller says SLOT_TAKEN.
 */
export async function requestChange(
  tx: Db,
  bookingId: string,
  request: ChangeRequest,
  context: { now: Date; holdMinutes: number; actorId: string },
): Promise<PendingChange> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking || booking.status !== 'confirmed')
    throw conflict('NOT_CHANGEABLE', `The booking is ${booking?.status ?? 'gone'}.`);
  if (isCharging(booking, context.now)) throw paymentInProgress();
  const previous = await pendingChangeOf(tx, bookingId);
  if (previous) await endChange(tx, previous, 'withdrawn');
  const [change] = await tx
    .insert(bookingChanges)
    .values({
      bookingId,
      kind: request.kind,
      eventId: request.event?.id ?? null,
      startsAt: request.range?.startsAt ?? null,
      endsAt: request.range?.endsAt ?? null,
      extras: request.extras ?? null,
      ...priceColumns(request.price),
      amountDueCents: request.price.total - booking.paid,
      expiresAt: new Date(context.now.getTime() + context.holdMinutes * 60_000),
    })
    .returning();
  if (!change) throw new Error('change insert returned nothing');
  if (request.event && request.range) {
    // As many desks as the occurrence has, its own when they are free then (trigger events_pick_seats).
    await tx.insert(events).values({
      bookingId,
      spaceId: request.event.spaceId,
      nth: request.event.nth,
      status: 'held',
      changeId: change.id,
      seats: request.event.seats,
      ...request.range,
      createdAt: context.now,
    });
  }
  await transition(tx, 'request_change', booking, {
    now: context.now,
    actorId: context.actorId,
    details: { kind: request.kind, change_id: change.id, amount_due: change.amountDueCents },
  });
  return change;
}

/**
 * Applies a paid pending change, in the caller's transaction that holds the booking's lock: the
 * occurrence takes the held slot (the two belong to one booking, so the database lets them meet),
 * the extras and prices become the change's.
 */
export async function applyPendingChange(
  tx: Db,
  booking: LockedBooking,
  change: PendingChange,
  step: Omit<Step, 'totalCents' | 'details' | 'movedEventId'>,
): Promise<void> {
  if (change.eventId && change.startsAt && change.endsAt) {
    await tx
      .update(events)
      .set({ startsAt: change.startsAt, endsAt: change.endsAt, sequence: sql`${events.sequence} + 1` })
      .where(eq(events.id, change.eventId));
    await tx.delete(events).where(eq(events.changeId, change.id));
  }
  if (change.extras) {
    await tx.delete(bookingExtras).where(eq(bookingExtras.bookingId, booking.id));
    if (change.extras.length)
      await tx
        .insert(bookingExtras)
        .values(change.extras.map((extra) => ({ bookingId: booking.id, ...extra })));
  }
  await tx
    .update(bookings)
    .set({
      spacePriceCents: change.spacePriceCents,
      extrasPriceCents: change.extrasPriceCents,
      rebates: change.rebates,
      totalPriceCents: change.totalPriceCents,
      updatedAt: step.now,
    })
    .where(eq(bookings.id, booking.id));
  await tx.update(bookingChanges).set({ status: 'applied' }).where(eq(bookingChanges.id, change.id));
  await transition(tx, 'pay_change', booking, {
    ...step,
    totalCents: change.totalPriceCents,
    details: { kind: change.kind, change_id: change.id },
    movedEventId: change.eventId ?? undefined,
  });
}

/** A cancelled booking's pending change goes with it. */
export async function withdrawPendingChange(tx: Db, bookingId: string): Promise<void> {
  const change = await pendingChangeOf(tx, bookingId);
  if (change) await endChange(tx, change, 'withdrawn');
}

/** Pending changes whose time ran out lapse (the scheduler's sweep): nothing of their booking moved. */
export async function lapsePendingChanges(tx: Db, now: Date, spaceId?: string): Promise<number> {
  const due = await tx
    .select({ bookingId: bookingChanges.bookingId })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.status, 'pending'),
        lt(bookingChanges.expiresAt, now),
        spaceId
          ? sql`exists (select 1 from ${bookings} b where b.id = ${bookingChanges.bookingId} and b.space_id = ${spaceId})`
          : undefined,
      ),
    )
    .orderBy(bookingChanges.bookingId);
  let lapsed = 0;
  for (const { bookingId } of due) {
    const booking = await lockBooking(tx, bookingId);
    const change = booking && (await pendingChangeOf(tx, bookingId));
    // Paid or replaced since it was read, or its payment is with the provider: not lapsed (yet).
    if (!booking || !change || change.expiresAt >= now || isCharging(booking, now)) continue;
    await endChange(tx, change, 'lapsed');
    await transition(tx, 'lapse_change', booking, { now, actorId: null, details: { change_id: change.id } });
    lapsed++;
  }
  return lapsed;
}

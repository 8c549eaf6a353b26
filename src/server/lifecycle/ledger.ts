import { and, asc, eq, getTableName, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { IdempotentRequest } from '../core/context';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { issueDocuments } from './documents';
import { bookingHistory, bookings, events, payments, type bookingStatus } from '../db/schema';
import type { ProviderName } from '../integrations/payments/provider';

type Status = (typeof bookingStatus.enumValues)[number];

/**
 * A column named with its table, whatever the statement around it: in a one-table select Drizzle
 * writes columns bare, and a bare `"id"` inside a subquery on payments would be the payment's id.
 */
const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The events of some bookings, for a statement that also filters on their status. Written as
 * `events.id IN (events of these bookings)`: beside a live status, a plain `booking_id = $1` lets
 * the planner take the exclusion constraint's GiST index, where booking_id is the third column,
 * and read all of it (125 ms on a million events, against 0.1 ms through events_booking_idx).
 */
export const eventsOfBookings = (ids: string | readonly string[]): SQL =>
  sql`${events.id} in (select e.id from ${events} e where e.booking_id in ${typeof ids === 'string' ? [ids] : [...ids]})`;

export type LockedBooking = typeof bookings.$inferSelect & { paid: number };

/**
 * The booking row, locked until the transaction ends, with what it has paid. One statement: the
 * paid amount is a column of the row (kept by the database from the payments, migration 0018), and
 * a statement that waited for the lock reads the row as its holder left it. A sum over the payments
 * in the same statement would not do: it would read them as they were before the wait (two cards at
 * once were both charged so).
 *
 * Locked by writing it as it is (with `set`, if given): every transaction that locks a booking so
 * leaves a new version of its row, even one that changes only its events or payments.
 */
export async function lockBooking(
  tx: Db,
  id: string,
  /** Written with the lock, for a caller that writes them whatever it finds. */
  set: Partial<typeof bookings.$inferInsert> = {},
): Promise<LockedBooking | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ updatedAt: sql`${bookings.updatedAt}`, ...set })
    .where(eq(bookings.id, id))
    .returning();
  return row && { ...row, paid: row.paidCents };
}

export type HistoryEntry = {
  bookingId: string;
  at: Date;
  actorId: string | null;
  action: string;
  from: Status | null;
  to: Status;
  amountCents?: number;
  totalCents: number;
  details?: Record<string, unknown>;
  /** The Idempotency-Key of the actor's request, when it sent one (core/context IdempotentRequest). */
  requestKey?: string | null;
};

/** One line of a booking's history: who did what, from which status to which, moving how much. */
export function historyInsert(tx: Db, entry: HistoryEntry) {
  return tx.insert(bookingHistory).values({
    bookingId: entry.bookingId,
    at: entry.at,
    actorId: entry.actorId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    amountCents: entry.amountCents ?? 0,
    totalCents: entry.totalCents,
    details: entry.details ?? {},
    requestKey: entry.requestKey ?? null,
  });
}

/**
 * The first step of a booking's history that a request lost with its instance wrote (a retry finds
 * it by the request's key, written since the lost attempt took it); undefined when no attempt was
 * lost or it wrote nothing. `bookingId` narrows it to one booking.
 */
export async function stepOfLostAttempt(
  db: Db,
  actorId: string,
  request: IdempotentRequest | undefined,
  bookingId?: string,
): Promise<typeof bookingHistory.$inferSelect | undefined> {
  if (!request?.lostAttemptSince) return undefined;
  const [step] = await db
    .select()
    .from(bookingHistory)
    .where(
      and(
        eq(bookingHistory.actorId, actorId),
        eq(bookingHistory.requestKey, request.key),
        gte(bookingHistory.at, request.lostAttemptSince),
        bookingId === undefined ? undefined : eq(bookingHistory.bookingId, bookingId),
      ),
    )
    .orderBy(asc(bookingHistory.seq))
    .limit(1);
  return step;
}

export type PendingRefund = { id: string; chargeRef: string; amountCents: number; provider: ProviderName };

/** A succeeded charge, with what refunds decided so far give back of it. */
export type RefundableCharge = {
  id: string;
  provider: ProviderName;
  providerRef: string;
  amountCents: number;
  refunded: number;
};

export type RefundRow = typeof payments.$inferInsert & {
  id: string;
  refundOf: string;
  provider: ProviderName;
  providerRef: string;
  amountCents: number;
};

type RefundTarget = { bookingId: string } | { overstayId: string };

/**
 * A charge the provider reports as succeeded, recorded for a booking or an overstay exactly once: a
 * pending one (3-D Secure) becomes succeeded. Undefined when it was recorded as succeeded before
 * (a replay): the caller then changes nothing.
 */
export async function recordSucceededCharge(
  tx: Db,
  target: RefundTarget,
  charge: { provider: ProviderName; providerRef: string; amount: number },
): Promise<{ id: string } | undefined> {
  const [recorded] = await tx
    .insert(payments)
    .values({
      ...target,
      kind: 'charge',
      provider: charge.provider,
      providerRef: charge.providerRef,
      amountCents: charge.amount,
      status: 'succeeded',
    })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerRef],
      set: { status: 'succeeded' },
      setWhere: sql`${payments.status} <> 'succeeded'`,
    })
    .returning({ id: payments.id });
  return recorded;
}

const refundedOf = (chargeId: SQL) =>
  sql<number>`coalesce((select sum(r.amount_cents)::int from ${payments} r where r.refund_of = ${chargeId} and r.status <> 'failed'), 0)`;

/**
 * A refund of `amount` cents split over charges, newest first, as pending payment rows for the
 * caller's transaction to write, and the refunds `deliverRefunds` sends once it has committed.
 */
export function planRefund(
  target: RefundTarget,
  charges: readonly RefundableCharge[],
  amount: number,
): { rows: RefundRow[]; refunds: PendingRefund[] } {
  const rows: RefundRow[] = [];
  const refunds: PendingRefund[] = [];
  let left = amount;
  for (const charge of charges) {
    if (left <= 0) break;
    const part = Math.min(left, charge.amountCents - charge.refunded);
    if (part <= 0) continue;
    const id = crypto.randomUUID();
    rows.push({
      id,
      ...target,
      kind: 'refund',
      refundOf: charge.id,
      provider: charge.provider,
      providerRef: `pending_${id}`,
      amountCents: part,
      status: 'pending',
    });
    refunds.push({ id, chargeRef: charge.providerRef, amountCents: part, provider: charge.provider });
    left -= part;
  }
  return { rows, refunds };
}

/** A booking's or an overstay's succeeded charges, newest first, with what refunds decided so far give back of each. */
export function refundableCharges(tx: Db, target: RefundTarget, only?: string): Promise<RefundableCharge[]> {
  const ofTarget =
    'bookingId' in target
      ? eq(payments.bookingId, target.bookingId)
      : eq(payments.overstayId, target.overstayId);
  return tx
    .select({
      id: payments.id,
      provider: payments.provider,
      providerRef: payments.providerRef,
      amountCents: payments.amountCents,
      refunded: refundedOf(qualified(payments.id)),
    })
    .from(payments)
    .where(
      and(
        ofTarget,
        eq(payments.kind, 'charge'),
        eq(payments.status, 'succeeded'),
        only ? eq(payments.id, only) : undefined,
      ),
    )
    .orderBy(sql`${payments.createdAt} desc`, sql`${payments.id} desc`);
}

/**
 * Decides a refund of `amount` cents of an overstay's charges, as pending rows written in the
 * caller's transaction, each with its credit note; `deliverRefunds` sends them to the provider once
 * committed. `only` restricts it to one charge. A booking's refunds are a transition's effect
 * (transition.ts), written with the rest of it.
 */
export async function decideRefundOf(
  tx: Db,
  target: RefundTarget,
  amount: number,
  now: Date,
  only?: string,
): Promise<PendingRefund[]> {
  if (amount <= 0) return [];
  const { rows, refunds } = planRefund(target, await refundableCharges(tx, target, only), amount);
  if (rows.length === 0) return [];
  await tx.insert(payments).values(rows);
  await issueDocuments(
    tx,
    refunds.map((refund) => refund.id),
    now,
  );
  return refunds;
}

const charge = alias(payments, 'charge');

/** The pending refunds of some bookings (or of all, for the retry job), with the charge each gives back. */
export async function pendingRefunds(tx: Db, bookingIds?: readonly string[]): Promise<PendingRefund[]> {
  if (bookingIds && bookingIds.length === 0) return [];
  const rows = await tx
    .select({
      id: payments.id,
      chargeRef: charge.providerRef,
      amountCents: payments.amountCents,
      provider: payments.provider,
    })
    .from(payments)
    .innerJoin(charge, eq(charge.id, payments.refundOf))
    .where(
      and(
        eq(payments.kind, 'refund'),
        eq(payments.status, 'pending'),
        bookingIds ? inArray(payments.bookingId, [...bookingIds]) : undefined,
      ),
    );
  return rows;
}

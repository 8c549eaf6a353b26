import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { bookingHistory, bookings, payments, type bookingStatus } from '../db/schema';
import type { ProviderName } from '../integrations/payments/provider';

type Status = (typeof bookingStatus.enumValues)[number];

/**
 * What a booking has paid: its succeeded charges less its refunds. A refund counts from the moment
 * it is decided (pending), since the money is owed back from then on; a failed charge never counts.
 */
export const paidOf = (bookingId: SQLWrapper | string): SQL<number> =>
  sql<number>`coalesce((select sum(case when ${payments.kind} = 'charge' then ${payments.amountCents} else -${payments.amountCents} end)::int
    from ${payments} where ${payments.bookingId} = ${bookingId}
      and (${payments.status} = 'succeeded' or (${payments.kind} = 'refund' and ${payments.status} = 'pending'))), 0)`;

export type LockedBooking = typeof bookings.$inferSelect & { paid: number };

/** The booking row, locked until the transaction ends, with what it has paid. */
export async function lockBooking(tx: Db, id: string): Promise<LockedBooking | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) return undefined;
  const [{ paid } = { paid: 0 }] = await tx.select({ paid: paidOf(id) }).from(sql`(select 1) as one`);
  return { ...row, paid };
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
};

/** One line of a booking's history: who did what, from which status to which, moving how much. */
export async function appendHistory(tx: Db, entry: HistoryEntry): Promise<void> {
  await tx.insert(bookingHistory).values({
    bookingId: entry.bookingId,
    at: entry.at,
    actorId: entry.actorId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    amountCents: entry.amountCents ?? 0,
    totalCents: entry.totalCents,
    details: entry.details ?? {},
  });
}

export type PendingRefund = { id: string; chargeRef: string; amountCents: number; provider: ProviderName };

/**
 * Decides a refund of `amount` cents of a booking's charges, newest charge first, as pending rows
 * written in the caller's transaction; `deliverRefunds` sends them to the provider once committed.
 * `only` restricts it to one charge (a late payment gives back exactly that payment).
 */
export async function decideRefund(tx: Db, bookingId: string, amount: number, only?: string): Promise<PendingRefund[]> {
  return decideRefundOf(tx, { bookingId }, amount, only);
}

/** The same for a booking's or an overstay's charges. */
export async function decideRefundOf(tx: Db, target: { bookingId: string } | { overstayId: string }, amount: number, only?: string): Promise<PendingRefund[]> {
  const ofTarget = 'bookingId' in target ? eq(payments.bookingId, target.bookingId) : eq(payments.overstayId, target.overstayId);
  if (amount <= 0) return [];
  const refunded = sql<number>`coalesce((select sum(r.amount_cents)::int from ${payments} r where r.refund_of = ${payments.id} and r.status <> 'failed'), 0)`;
  const charges = await tx
    .select({ id: payments.id, provider: payments.provider, providerRef: payments.providerRef, amountCents: payments.amountCents, refunded })
    .from(payments)
    .where(and(ofTarget, eq(payments.kind, 'charge'), eq(payments.status, 'succeeded'), only ? eq(payments.id, only) : undefined))
    .orderBy(sql`${payments.createdAt} desc`, sql`${payments.id} desc`);
  const decided: PendingRefund[] = [];
  let left = amount;
  for (const charge of charges) {
    const part = Math.min(left, charge.amountCents - charge.refunded);
    if (part <= 0) continue;
    const id = crypto.randomUUID();
    await tx.insert(payments).values({ id, ...target, kind: 'refund', refundOf: charge.id, provider: charge.provider, providerRef: `pending_${id}`, amountCents: part, status: 'pending' });
    decided.push({ id, chargeRef: charge.providerRef, amountCents: part, provider: charge.provider });
    left -= part;
    if (left === 0) break;
  }
  return decided;
}

const charge = alias(payments, 'charge');

/** The pending refunds of some bookings (or of all, for the retry job), with the charge each gives back. */
export async function pendingRefunds(tx: Db, bookingIds?: readonly string[]): Promise<PendingRefund[]> {
  if (bookingIds && bookingIds.length === 0) return [];
  const rows = await tx
    .select({ id: payments.id, chargeRef: charge.providerRef, amountCents: payments.amountCents, provider: payments.provider })
    .from(payments)
    .innerJoin(charge, eq(charge.id, payments.refundOf))
    .where(and(eq(payments.kind, 'refund'), eq(payments.status, 'pending'), bookingIds ? inArray(payments.bookingId, [...bookingIds]) : undefined));
  return rows;
}


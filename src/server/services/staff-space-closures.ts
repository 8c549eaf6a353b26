import { and, asc, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { AdminClosure, AdminClosureCreated, AdminClosureInput } from '../../contracts/admin-spaces';
import { clockString, earliestStartOverlapping } from '../../domain/clock';
import { addDays, parisDay, parisInstant, parisMinutes } from '../../domain/paris-time';
import type { CurrentUser } from '../core/context';
import { notFound } from '../core/errors';
import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import { auditLog, bookings, events, spaceClosures, spaces } from '../db/schema';

type ClosureRow = typeof spaceClosures.$inferSelect;

/** The instants of a closure entered in Paris time: from from_day at from_time (or its start) to to_day at to_time (or its end). */
export function closureInstants(input: AdminClosureInput): { startsAt: Date; endsAt: Date } {
  const toDay = input.to_day ?? input.from_day;
  return {
    startsAt: parisInstant(input.from_day, input.from_time ?? 0),
    endsAt:
      input.to_time === undefined ? parisInstant(addDays(toDay, 1), 0) : parisInstant(toDay, input.to_time),
  };
}

/** A closure as staff entered it: a midnight is the start of from_day or the end of to_day, not a time. */
function toAdminClosure(row: ClosureRow): AdminClosure {
  const startMinutes = parisMinutes(row.startsAt);
  const endMinutes = parisMinutes(row.endsAt);
  return {
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    from_day: parisDay(row.startsAt),
    to_day: endMinutes === 0 ? addDays(parisDay(row.endsAt), -1) : parisDay(row.endsAt),
    from_time: startMinutes === 0 ? null : clockString(startMinutes),
    to_time: endMinutes === 0 ? null : clockString(endMinutes),
    reason: row.reason,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

const audited = (row: ClosureRow) => ({
  id: row.id,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  reason: row.reason,
});

/** A space's closures, earliest first. */
export async function closuresOf(db: Db, spaceId: string): Promise<AdminClosure[]> {
  const rows = await db
    .select()
    .from(spaceClosures)
    .where(eq(spaceClosures.spaceId, spaceId))
    .orderBy(asc(spaceClosures.startsAt), asc(spaceClosures.id));
  return rows.map(toAdminClosure);
}

async function assertSpace(db: Db, spaceId: string): Promise<void> {
  const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).limit(1);
  if (!space) throw notFound('Space');
}

export async function listClosures(db: Db, spaceId: string): Promise<AdminClosure[]> {
  await assertSpace(db, spaceId);
  return closuresOf(db, spaceId);
}

/**
 * Closes a space for a while. From now on no one can hold it then; bookings already confirmed in
 * that time are left as they are, and returned, for staff to cancel or keep.
 */
export async function createClosure(
  db: Db,
  staff: CurrentUser,
  spaceId: string,
  input: AdminClosureInput,
  now: Date,
): Promise<AdminClosureCreated> {
  const range = closureInstants(input);
  return transaction(db, async (tx) => {
    await assertSpace(tx, spaceId);
    const [row] = await tx
      .insert(spaceClosures)
      .values({ spaceId, ...range, reason: input.reason || null, createdBy: staff.id, createdAt: now })
      .returning();
    if (!row) throw new Error('closure not inserted');
    const overlapping = await tx
      .selectDistinct({ id: bookings.id })
      .from(events)
      .innerJoin(bookings, eq(bookings.id, events.bookingId))
      .where(
        and(
          eq(events.spaceId, spaceId),
          eq(events.status, 'confirmed'),
          isNull(events.changeId),
          eq(bookings.status, 'confirmed'),
          lt(events.startsAt, range.endsAt),
          gt(events.endsAt, range.startsAt),
          gte(events.startsAt, earliestStartOverlapping(range.startsAt)),
        ),
      )
      .orderBy(asc(bookings.id));
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'space.closure.create',
      targetType: 'space',
      targetId: spaceId,
      before: null,
      after: audited(row),
    });
    return {
      closure: toAdminClosure(row),
      overlapping_bookings: overlapping.length,
      overlapping_booking_ids: overlapping.map((booking) => booking.id),
    };
  });
}

/** Opens the space again for the time of that closure. */
export async function deleteClosure(
  db: Db,
  staff: CurrentUser,
  spaceId: string,
  closureId: string,
): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .delete(spaceClosures)
      .where(and(eq(spaceClosures.id, closureId), eq(spaceClosures.spaceId, spaceId)))
      .returning();
    if (!row) throw notFound('Closure');
    await tx.insert(auditLog).values({
      actorId: staff.id,
      action: 'space.closure.delete',
      targetType: 'space',
      targetId: spaceId,
      before: audited(row),
      after: null,
    });
  });
}

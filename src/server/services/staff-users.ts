import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminUser,
  AdminUserDetail,
  AdminUserPage,
  AdminUserSearch,
  AuditEntry,
  StaffRole,
} from '../../contracts/admin';
import type { CurrentUser } from '../core/context';
import { forbidden, notFound, unprocessable } from '../core/errors';
import type { Db } from '../db/client';
import { transaction, type Tx } from '../db/transaction';
import { accounts, auditLog, bookings, events, spaces, users } from '../db/schema';
import { isStaff } from '../core/permissions';

type UserRow = typeof users.$inferSelect;

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role,
  status: row.status,
  account_id: row.accountId,
  invited: row.firebaseUid === null,
  deleted: row.deletedAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** `%part%` for ILIKE, with the pattern's own wildcards taken literally. */
export const containing = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users by a part of their e-mail or name, status and role, newest first. */
export async function searchUsers(db: Db, search: AdminUserSearch): Promise<AdminUserPage> {
  const conditions: (SQL | undefined)[] = [
    search.status ? eq(users.status, search.status) : undefined,
    search.role ? eq(users.role, search.role) : undefined,
  ];
  if (search.q) {
    const pattern = containing(search.q);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: total?.n ?? 0 };
}

/** A user, their account and their 20 latest bookings (as organizer). */
export async function userForStaff(db: Db, id: string): Promise<AdminUserDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User');
  const firstStart = sql<Date | null>`(select min(${events.startsAt}) from ${events} where ${events.bookingId} = ${bookings.id} and ${events.changeId} is null)`;
  const [[account], [members], latest] = await Promise.all([
    db.select().from(accounts).where(eq(accounts.id, row.accountId)).limit(1),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.accountId, row.accountId), isNull(users.deletedAt))),
    db
      .select({
        id: bookings.id,
        status: bookings.status,
        title: spaces.titleFr,
        startsAt: firstStart,
        total: bookings.totalPriceCents,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(spaces, eq(spaces.id, bookings.spaceId))
      .where(eq(bookings.organizerId, id))
      .orderBy(desc(bookings.createdAt))
      .limit(20),
  ]);
  return {
    ...toAdminUser(row),
    account: {
      id: row.accountId,
      owner_id: account?.ownerId ?? null,
      business: account?.business ?? false,
      company_name: account?.companyName ?? null,
      members: members?.n ?? 0,
    },
    bookings: latest.map((b) => ({
      id: b.id,
      status: b.status,
      space_title: b.title,
      starts_at: b.startsAt ? new Date(b.startsAt).toISOString() : null,
      total_price: b.total,
      created_at: b.createdAt.toISOString(),
    })),
  };
}

/** The part of a user an audit line keeps. */
const audited = (row: UserRow) => ({ email: row.email, role: row.role, status: row.status });

/** The target, locked for the staff write, with the rules every such write shares. */
async function lockTarget(tx: Tx, staff: CurrentUser, id: string): Promise<UserRow> {
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target) throw notFound('User');
  if (target.id === staff.id)
    throw unprocessable('CANNOT_CHANGE_SELF', 'Staff cannot change their own status or role.');
  // Only a super_admin acts on staff.
  if (isStaff(target) && staff.role !== 'super_admin')
    throw forbidden('SUPER_ADMIN_ONLY', 'Only a super administrator may change a staff member.');
  return target;
}

async function writeUser(
  tx: Tx,
  staff: CurrentUser,
  target: UserRow,
  action: string,
  patch: Partial<Pick<UserRow, 'status' | 'role'>>,
): Promise<UserRow> {
  const [after] = await tx.update(users).set(patch).where(eq(users.id, target.id)).returning();
  if (!after) throw notFound('User');
  await tx.insert(auditLog).values({
    actorId: staff.id,
    action,
    targetType: 'user',
    targetId: target.id,
    before: audited(target),
    after: audited(after),
  });
  return after;
}

/** Suspends (no write of theirs is taken any more, docs/business-rules.md §7) or enables a user, with its audit line. */
export async function setUserStatus(
  db: Db,
  staff: CurrentUser,
  id: string,
  status: UserRow['status'],
): Promise<AdminUser> {
  return transaction(db, async (tx) => {
    const target = await lockTarget(tx, staff, id);
    if (target.status === status) return toAdminUser(target);
    return toAdminUser(
      await writeUser(tx, staff, target, status === 'suspended' ? 'user.suspend' : 'user.enable', { status }),
    );
  });
}

/**
 * Gives a staff role, or takes it away (null): the user is then what their account makes them,
 * account_admin if they own it, user otherwise. super_admin only (the route says so).
 */
export async function setStaffRole(
  db: Db,
  staff: CurrentUser,
  id: string,
  role: StaffRole | null,
): Promise<AdminUser> {
  return transaction(db, async (tx) => {
    const target = await lockTarget(tx, staff, id);
    if (target.deletedAt) throw unprocessable('USER_DELETED', 'This account was deleted.');
    let next: UserRow['role'];
    if (role) next = role;
    else if (!isStaff(target)) return toAdminUser(target);
    else {
      const [account] = await tx
        .select({ ownerId: accounts.ownerId })
        .from(accounts)
        .where(eq(accounts.id, target.accountId))
        .limit(1);
      next = account?.ownerId === target.id ? 'account_admin' : 'user';
    }
    if (next === target.role) return toAdminUser(target);
    return toAdminUser(await writeUser(tx, staff, target, 'user.role', { role: next }));
  });
}

/** The audit log, newest first, optionally of one target. */
export async function readAudit(
  db: Db,
  query: { target_type?: string; target_id?: string; limit: number; offset: number },
): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, actorEmail: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        query.target_type ? eq(auditLog.targetType, query.target_type) : undefined,
        query.target_id ? eq(auditLog.targetId, query.target_id) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(({ entry, actorEmail }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor: { id: entry.actorId, email: actorEmail },
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before,
    after: entry.after,
  }));
}

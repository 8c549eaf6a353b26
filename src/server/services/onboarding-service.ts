import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ONBOARDING_CODES, type OnboardingCode, type OnboardingStep } from '../../contracts/me';
import type { CurrentUser } from '../core/context';
import type { Db } from '../db/client';
import { queryRows } from '../db/prepared';
import { accounts, bookings, onboardingSteps, paymentMethods, users } from '../db/schema';

const filled = (column: SQL) => sql`coalesce(trim(${column}), '') <> ''`;

/**
 * Which steps the user's data shows done, whatever marked them: a profile with a name and a
 * phone, a complete billing address, a saved card of the account, a booking confirmed once.
 */
async function stepsDone(db: Db, user: Pick<CurrentUser, 'id' | 'accountId'>): Promise<Set<OnboardingCode>> {
  const [row] = await queryRows<Record<OnboardingCode, boolean>>(
    db,
    sql`select
      (${filled(sql`u.first_name`)} and ${filled(sql`u.last_name`)} and ${filled(sql`u.phone`)}) as complete_profile,
      (${filled(sql`a.billing_address`)} and ${filled(sql`a.billing_city`)} and ${filled(sql`a.billing_country`)} and ${filled(sql`a.billing_postal_code`)}) as billing_address,
      exists (select 1 from ${paymentMethods} pm where pm.account_id = a.id) as payment_method,
      exists (select 1 from ${bookings} b where b.organizer_id = u.id and b.booked_at is not null) as first_booking
    from ${users} u, ${accounts} a where u.id = ${user.id}::uuid and a.id = ${user.accountId}::uuid`,
  );
  return new Set(ONBOARDING_CODES.filter((code) => row?.[code] === true));
}

/**
 * Every known step in the order the checklist shows them: done when the user's data shows it, or
 * when it was marked (with the time it was first marked).
 */
export async function listOnboarding(
  db: Db,
  user: Pick<CurrentUser, 'id' | 'accountId'>,
): Promise<OnboardingStep[]> {
  const [rows, shown] = await Promise.all([
    db.select().from(onboardingSteps).where(eq(onboardingSteps.userId, user.id)),
    stepsDone(db, user),
  ]);
  const marked = new Map(rows.map((row) => [row.code, row.completedAt]));
  return ONBOARDING_CODES.map((code) => {
    const completedAt = marked.get(code);
    return {
      code,
      done: completedAt !== undefined || shown.has(code),
      completed_at: completedAt?.toISOString() ?? null,
    };
  });
}

/** Idempotent: marking a done step again keeps its first completion time. */
export async function markOnboardingStep(
  db: Db,
  userId: string,
  code: OnboardingCode,
  now: Date,
): Promise<void> {
  await db.insert(onboardingSteps).values({ userId, code, completedAt: now }).onConflictDoNothing();
}

export async function unmarkOnboardingStep(db: Db, userId: string, code: OnboardingCode): Promise<void> {
  await db
    .delete(onboardingSteps)
    .where(and(eq(onboardingSteps.userId, userId), eq(onboardingSteps.code, code)));
}

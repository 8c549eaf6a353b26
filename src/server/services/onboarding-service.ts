import { and, eq } from 'drizzle-orm';
import { ONBOARDING_CODES, type OnboardingCode, type OnboardingStep } from '../../contracts/me';
import type { Db } from '../db/client';
import { onboardingSteps } from '../db/schema';

/** Every known step, done or not, in the order the checklist shows them. */
export async function listOnboarding(db: Db, userId: string): Promise<OnboardingStep[]> {
  const rows = await db.select().from(onboardingSteps).where(eq(onboardingSteps.userId, userId));
  const done = new Map(rows.map((row) => [row.code, row.completedAt]));
  return ONBOARDING_CODES.map((code) => {
    const completedAt = done.get(code);
    return { code, done: completedAt !== undefined, completed_at: completedAt?.toISOString() ?? null };
  });
}

/** Idempotent: marking a done step again keeps its first completion time. */
export async function markOnboardingStep(db: Db, userId: string, code: OnboardingCode, now: Date): Promise<void> {
  await db.insert(onboardingSteps).values({ userId, code, completedAt: now }).onConflictDoNothing();
}

export async function unmarkOnboardingStep(db: Db, userId: string, code: OnboardingCode): Promise<void> {
  await db.delete(onboardingSteps).where(and(eq(onboardingSteps.userId, userId), eq(onboardingSteps.code, code)));
}

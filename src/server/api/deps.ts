import { verifyFirebaseIdToken, deleteFirebaseUser } from '../auth/firebase-admin';
import { getDb, getReadDb } from '../db/client';
import { assertSafeConfig } from '../env';
import { configuredPaymentProvider } from '../integrations/payments/configured-provider';
import { configuredPhotoStorage } from '../integrations/photo-storage';
import { createRateLimits } from '../integrations/rate-limits';
import { unsubscribeSecret } from '../local-secret';
import type { ApiDeps } from '../core/context';
import { onStop } from '../operations/process-state';

/** The API's dependencies as configured by the environment (see .env.example). */
let instances = 0;

export function configuredDeps(): ApiDeps {
  const env = assertSafeConfig();
  const rateLimits = createRateLimits(
    {
      default: env.RATE_LIMIT_DEFAULT,
      hold: env.RATE_LIMIT_HOLDS,
      payment: env.RATE_LIMIT_PAYMENTS,
      coupon: env.RATE_LIMIT_COUPONS,
      email_check: env.RATE_LIMIT_EMAIL_CHECKS,
      contact: env.RATE_LIMIT_CONTACT,
    },
    env.REDIS_URL,
  );
  onStop(`rate-limits-${++instances}`, 20, () => rateLimits.close());
  return {
    db: getDb,
    readDb: getReadDb,
    verifyIdToken: verifyFirebaseIdToken,
    deleteIdentity: deleteFirebaseUser,
    rateLimits,
    payments: configuredPaymentProvider(env),
    photos: configuredPhotoStorage(env),
    now: () => new Date(),
    config: {
      apiKeyHeader: env.NEXT_PUBLIC_API_KEY_HEADER.toLowerCase(),
      apiKey: env.API_KEY,
      holdMinutes: env.BOOKING_HOLD_MINUTES,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      holdLimits: { liveHolds: env.MAX_LIVE_HOLDS, heldOccurrences: env.MAX_HELD_OCCURRENCES },
      appUrl: env.NEXT_PUBLIC_APP_URL,
      supportEmail: env.SUPPORT_EMAIL,
      unsubscribeSecret: unsubscribeSecret(env),
      refundPolicy: {
        fullHours: env.REFUND_FULL_HOURS,
        partialHours: env.REFUND_PARTIAL_HOURS,
        partialPercent: env.REFUND_PARTIAL_PERCENT,
      },
    },
  };
}

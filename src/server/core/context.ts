import type { Db } from '../db/client';
import type { users } from '../db/schema';
import type { RefundPolicy } from '../../domain/refund-policy';
import type { PaymentProvider } from '../integrations/payments/provider';
import type { PhotoStorage } from '../integrations/photo-storage';
import type { RateLimits } from '../integrations/rate-limits';

export type Identity = {
  uid: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
};

/** What the server needs from the outside world; tests build it with a test database. */
export type ApiDeps = {
  db: () => Promise<Db>;
  /** Reads that may lag the primary by a moment (db/client.ts `readDb`); `db` when absent. */
  readDb?: () => Promise<Db>;
  verifyIdToken: (token: string) => Promise<Identity>;
  deleteIdentity: (uid: string) => Promise<void>;
  payments: PaymentProvider;
  /** Where the spaces' uploaded photos are kept: a local folder, or an S3-compatible bucket. */
  photos: PhotoStorage;
  /** Calls a minute per user or address (docs/business-rules.md §3); absent, nothing is limited. */
  rateLimits?: RateLimits;
  now: () => Date;
  config: {
    apiKeyHeader: string;
    apiKey: string;
    holdMinutes: number;
    stripeWebhookSecret?: string;
    /** docs/business-rules.md §2; the defaults when absent. */
    refundPolicy?: RefundPolicy;
    /** docs/business-rules.md §3; the defaults when absent. */
    holdLimits?: { liveHolds: number; heldOccurrences: number };
    /** The product's public address, for links the API hands out (the calendar feed); else the request's origin. */
    appUrl?: string;
    /** Where the contact page's messages go (SUPPORT_EMAIL); DEFAULT_SUPPORT_EMAIL when absent. */
    supportEmail?: string;
    /** What signs the unsubscribe links of messages (local-secret.ts): the route checks them with it. */
    unsubscribeSecret: string;
  };
};

export const DEFAULT_SUPPORT_EMAIL = 'support@nook.local';

/**
 * The signed-in user a request acts as, and whether the identity provider has verified their
 * e-mail: only a verified address claims an invitation or sees events it was invited to.
 */
export type CurrentUser = typeof users.$inferSelect & { emailVerified: boolean };

/**
 * A request sent with an Idempotency-Key: what it writes in a booking's history carries `key`.
 * `lostAttemptSince` is set when an earlier attempt of the same request took the key at that
 * instant and its instance died before answering: what that attempt did is found by its key.
 */
export type IdempotentRequest = { key: string; lostAttemptSince?: Date };

import path from 'node:path';
import { z } from 'zod';

/**
 * Server configuration. Every variable is optional: what is missing falls back to the embedded
 * local default (see .env.example and README). Read once, validated, then frozen.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PUBLIC_APP_ENV: z.enum(['local', 'preprod', 'prod']).default('local'),
  DATABASE_URL: z.string().url().optional(),
  /** A streaming replica of DATABASE_URL, for reads that may lag a moment (search, space pages, sitemaps, availability). */
  DATABASE_READ_URL: z.string().url().optional(),
  /** Unset: `pglite` in the local data folder (localDataDir). */
  PGLITE_DIR: z.string().min(1),
  FIREBASE_PROJECT_ID: z.string().default('demo-cosy-spaces'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  API_KEY: z.string().min(1).default('local-dev-key'),
  NEXT_PUBLIC_API_KEY_HEADER: z.string().min(1).default('x-api-key'),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  REDIS_URL: z.string().url().optional(),
  RATE_LIMIT_DEFAULT: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_HOLDS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PAYMENTS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_COUPONS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_EMAIL_CHECKS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CONTACT: z.coerce.number().int().min(1).default(5),
  MAX_LIVE_HOLDS: z.coerce.number().int().min(1).max(100).default(3),
  MAX_HELD_OCCURRENCES: z.coerce.number().int().min(1).max(1000).default(60),
  REFUND_FULL_HOURS: z.coerce.number().min(0).max(720).default(48),
  REFUND_PARTIAL_HOURS: z.coerce.number().min(0).max(720).default(24),
  REFUND_PARTIAL_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  JOBS: z.enum(['on', 'off']).default('on'),
  // At most 40 s between expiry sweeps, so that a hold lapses within a minute
  // (docs/business-rules.md §1).
  JOBS_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(40).default(20),
  JOBS_COMPLETION_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOBS_REFUND_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  JOBS_POOL_SIZE: z.coerce.number().int().min(1).max(20).default(2),
  JOBS_MESSAGES_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  JOBS_REMINDERS_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Where messages go: an SMTP server (smtp://user:pass@host:port, smtps:// for TLS). Unset, they wait in the outbox.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Nook <bonjour@nook.local>'),
  SUPPORT_EMAIL: z.string().email().default('support@nook.local'),
  // Signs the unsubscribe links of optional messages. Unset: one made on this machine (local-secret.ts).
  UNSUBSCRIBE_SECRET: z.string().min(32).optional(),
  // Unset, `npm run dev` and `npm start` set it to the address they serve (http://localhost:<port>) before anything reads it.
  NEXT_PUBLIC_APP_URL: z.string().url().default('http://localhost:3000'),
  // The seller on invoices (docs/business-rules.md §8). Unset, invoices carry demo values, marked
  // as such on every PDF.
  SELLER_NAME: z.string().min(1).optional(),
  SELLER_ADDRESS: z.string().min(1).optional(),
  SELLER_POSTAL_CODE: z.string().min(1).optional(),
  SELLER_CITY: z.string().min(1).optional(),
  SELLER_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('FR'),
  SELLER_SIREN: z
    .string()
    .regex(/^\d{9}$/)
    .optional(),
  SELLER_VAT_NUMBER: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/)
    .optional(),
  // Spaces' photos (src/server/integrations/photo-storage.ts): on this disk, or in an S3-compatible bucket.
  PHOTOS_DIR: z.string().min(1),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

/** A bucket half-configured would store photos nobody can see, or fail at the first upload: all or nothing. */
const S3_REQUIRED = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;
const S3_OPTIONAL = ['S3_ENDPOINT'] as const;

function s3Problems(env: z.infer<typeof schema>): string[] {
  const anySet = [...S3_REQUIRED, ...S3_OPTIONAL].some((key) => env[key] !== undefined);
  return anySet
    ? S3_REQUIRED.filter((key) => env[key] === undefined).map(
        (key) => `${key}: required when a photo bucket is configured (S3_*)`,
      )
    : [];
}

export type ServerEnv = z.infer<typeof schema> & { dataDir: string; pgliteDir: string; photosDir: string };

type RawEnv = Readonly<Record<string, string | undefined>>;

/**
 * The folder of what this machine keeps by default (NOOK_DATA_DIR, `.data` in the project): the
 * embedded database, uploaded photos, and the accounts and messages of `npm run dev`'s emulator and
 * mail catcher. One per checkout, or per test run that wants its own.
 */
export const localDataDir = (raw: RawEnv = process.env): string => path.resolve(raw.NOOK_DATA_DIR || '.data');

const APP_ENVS = ['local', 'preprod', 'prod'];

/** Reads and validates a server configuration; throws one line naming what is wrong. */
export function parseServerEnv(raw: RawEnv): ServerEnv {
  const parsed = schema.safeParse({
    ...raw,
    FIREBASE_PROJECT_ID: raw.FIREBASE_PROJECT_ID ?? raw.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    // An empty value in .env means "not set".
    DATABASE_URL: raw.DATABASE_URL || undefined,
    DATABASE_READ_URL: raw.DATABASE_READ_URL || undefined,
    FIREBASE_AUTH_EMULATOR_HOST: raw.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    STRIPE_SECRET_KEY: raw.STRIPE_SECRET_KEY || undefined,
    REDIS_URL: raw.REDIS_URL || undefined,
    STRIPE_WEBHOOK_SECRET: raw.STRIPE_WEBHOOK_SECRET || undefined,
    JOBS: raw.JOBS || undefined,
    SMTP_URL: raw.SMTP_URL || undefined,
    UNSUBSCRIBE_SECRET: raw.UNSUBSCRIBE_SECRET || undefined,
    NEXT_PUBLIC_APP_URL: raw.NEXT_PUBLIC_APP_URL || undefined,
    PGLITE_DIR: raw.PGLITE_DIR || path.join(localDataDir(raw), 'pglite'),
    PHOTOS_DIR: raw.PHOTOS_DIR || path.join(localDataDir(raw), 'photos'),
    ...Object.fromEntries(
      [...S3_REQUIRED, ...S3_OPTIONAL, 'S3_FORCE_PATH_STYLE'].map((key) => [key, raw[key] || undefined]),
    ),
  });
  const problems = parsed.success
    ? s3Problems(parsed.data)
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || problems.length > 0)
    throw new Error(`Invalid server configuration: ${problems.join('; ')}`);
  return Object.freeze({
    ...parsed.data,
    dataDir: localDataDir(raw),
    pgliteDir: path.resolve(parsed.data.PGLITE_DIR),
    photosDir: path.resolve(parsed.data.PHOTOS_DIR),
  });
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/**
 * Refuses a configuration a server must not run with, in one line. With FIREBASE_AUTH_EMULATOR_HOST
 * set, firebase-admin accepts unsigned tokens: anyone could sign in as anyone. So a production
 * server (NODE_ENV=production: `next start`, `npm run api`) refuses it whatever NEXT_PUBLIC_APP_ENV
 * says, unless a local test stack says ALLOW_AUTH_EMULATOR_IN_PRODUCTION=true for an emulator on
 * this machine; a production server also needs NEXT_PUBLIC_APP_ENV spelled out, since it decides
 * indexing and the identity checks. Called at start, not at the first request.
 */
export function assertSafeConfig(raw: RawEnv = process.env): ServerEnv {
  const production = raw.NODE_ENV === 'production';
  const appEnv = raw.NEXT_PUBLIC_APP_ENV;
  if (production && !APP_ENVS.includes(appEnv ?? '')) {
    throw new Error(
      `NEXT_PUBLIC_APP_ENV is ${appEnv ? `"${appEnv}"` : 'not set'} in a production server: set it to prod, preprod or local. Refusing to start.`,
    );
  }
  const env = parseServerEnv(raw);
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator && env.NEXT_PUBLIC_APP_ENV !== 'local') {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST is set with NEXT_PUBLIC_APP_ENV=${env.NEXT_PUBLIC_APP_ENV}: refusing to start.`,
    );
  }
  if (emulator && production && !(raw.ALLOW_AUTH_EMULATOR_IN_PRODUCTION === 'true' && isLoopback(emulator))) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set in a production server, whose unsigned tokens would sign in as anyone: refusing to start.',
    );
  }
  return env;
}

const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|localhost|\[::1\]):\d+$/.test(host);

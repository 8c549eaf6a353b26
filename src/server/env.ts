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
  PGLITE_DIR: z.string().default('.data/pglite'),
  FIREBASE_PROJECT_ID: z.string().default('demo-cosy-spaces'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  API_KEY: z.string().min(1).default('local-dev-key'),
  NEXT_PUBLIC_API_KEY_HEADER: z.string().min(1).default('x-api-key'),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
});

export type ServerEnv = z.infer<typeof schema> & { pgliteDir: string };

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = schema.safeParse({
    ...process.env,
    FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    // An empty value in .env means "not set".
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || undefined,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server configuration: ${problems}`);
  }
  cached = Object.freeze({ ...parsed.data, pgliteDir: path.resolve(parsed.data.PGLITE_DIR) });
  return cached;
}

/**
 * With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts unsigned tokens: a deployed server
 * (preprod, prod) must refuse to start with it rather than let anyone sign in as anyone.
 */
export function assertSafeIdentityConfig(env: ServerEnv = serverEnv()): void {
  if (env.FIREBASE_AUTH_EMULATOR_HOST && env.NEXT_PUBLIC_APP_ENV !== 'local') {
    throw new Error(`FIREBASE_AUTH_EMULATOR_HOST is set with NEXT_PUBLIC_APP_ENV=${env.NEXT_PUBLIC_APP_ENV}: refusing to start.`);
  }
}

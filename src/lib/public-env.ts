/**
 * Configuration the browser may see (NEXT_PUBLIC_*, inlined at build time). Each read is spelled
 * out in full because Next only inlines literal `process.env.NEXT_PUBLIC_…` expressions.
 */
export const publicEnv = {
  appUrl: (process.env.NEXT_PUBLIC_APP_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
  appEnv: process.env.NEXT_PUBLIC_APP_ENV ?? 'local',
} as const;

export const isProduction = publicEnv.appEnv === 'prod';

// Loaded by src/instrumentation.ts in the Node.js runtime only when a DSN is set
// (docs/product.md §9 options).
import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from './src/lib/monitoring';

Sentry.init({
  dsn: process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN,
  ...sentryOptions,
});

// Loaded by instrumentation-client.ts only when NEXT_PUBLIC_SENTRY_DSN is set (docs/product.md §9
// options).
import * as Sentry from '@sentry/nextjs';
import { sentryDsn, sentryOptions } from './src/lib/monitoring';

Sentry.init({
  dsn: sentryDsn,
  ...sentryOptions,
  replaysOnErrorSampleRate: 1.0,
  replaysSessionSampleRate: 0.1,
  integrations: [Sentry.replayIntegration()],
});

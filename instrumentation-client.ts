// Runs before the app hydrates. Sentry (about 50 kB gzipped) is fetched only when a DSN is set,
// and then as its own chunk, so the first load of a page stays small either way.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  import('./sentry.client.config').catch((error: unknown) =>
    console.error('error reporting unavailable', error),
  );
}
export {};

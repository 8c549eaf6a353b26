// The headers that depend on where the server runs, decided by the running server from its own
// NEXT_PUBLIC_APP_ENV, never by the build: Next inlines NEXT_PUBLIC_ values and writes next.config's
// headers into the build, so a build made for preproduction and started in production would send
// no HSTS. `npm start` (server.mjs) adds these to every answer; `next dev` reads next.config.ts as
// it starts, so it takes them from there.

/** HSTS in production; no indexing anywhere else (a preproduction or local host must not be pinned to HTTPS). */
export function deploymentHeaders(appEnv) {
  return appEnv === 'prod'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }];
}

import { NextResponse } from 'next/server';

/**
 * Request-level rules: security headers, and no indexing outside production. The /fr/... → /...
 * canonical redirect is in next.config.ts, which sees the locale prefix that this proxy does not.
 */
export function proxy() {
  const response = NextResponse.next();
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
  if (process.env.NEXT_PUBLIC_APP_ENV !== 'prod') response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

export const config = {
  // Static files and the image optimizer need none of this. '/' is listed on its own: with i18n
  // the pattern below only matches a path under a locale, so /, /en and /fr went without headers.
  matcher: ['/', '/((?!_next/static|_next/image|spaces/|locales/|favicon.ico|robots.txt|og-default.jpg).*)'],
};

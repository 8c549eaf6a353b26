import { LOCALES, DEFAULT_LOCALE } from '../locale';

/** Routes that need a signed-in user (docs/product.md §2): nothing there for a search engine. */
export const PROTECTED_PATHS = [
  '/dashboard',
  '/events',
  '/scheduling',
  '/favorites',
  '/account',
  '/booking',
  '/payment',
  '/overstays',
  '/admin',
] as const;

/**
 * robots.txt: in production everything but the protected routes (in every language) and the API,
 * with the sitemap; anywhere else nothing at all, so a preview is never indexed.
 */
export function robotsTxt({ production, sitemapUrl }: { production: boolean; sitemapUrl: string }): string {
  if (!production) return 'User-agent: *\nDisallow: /\n';
  const prefixes = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`));
  const disallowed = [
    ...prefixes.flatMap((prefix) => PROTECTED_PATHS.map((path) => `${prefix}${path}`)),
    '/api/',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}

import type { Locale } from '../../domain/money';

/** One page of the site, by its absolute URL in each language. */
export type LocalizedPage = Record<Locale, string>;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * A sitemap (sitemaps.org 0.9) with one <url> per page and language, each naming every language
 * of the page and French as x-default, so search engines tie the versions together.
 */
export function sitemapXml(pages: readonly LocalizedPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = [
      ...(Object.entries(page) as [Locale, string][]).map(
        ([lang, url]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(page.fr)}"/>`,
    ];
    for (const url of Object.values(page))
      lines.push('  <url>', `    <loc>${escapeXml(url)}</loc>`, ...alternates, '  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

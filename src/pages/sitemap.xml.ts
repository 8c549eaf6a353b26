import type { GetServerSideProps } from 'next';
import { localizedUrl } from '../components/page-meta';
import { cachePublicPage, PUBLIC_CACHE } from '../lib/public-cache';
import { sitemapXml, type LocalizedPage } from '../lib/seo/sitemap';
import { getReadDb } from '../server/db/client';
import { listZoneSpaces, listZones } from '../server/services/space-service';

/** Written by getServerSideProps; nothing renders. */
export default function Sitemap() {
  return null;
}

/** Every public page: home, each zone's search and desks, each published space; in both languages. */
export const getServerSideProps: GetServerSideProps = async ({ req, res, locale, defaultLocale }) => {
  // One sitemap for the site, at the root: /en/sitemap.xml would only repeat it.
  if (locale !== defaultLocale) return { notFound: true };
  const db = await getReadDb();
  const zones = await listZones(db, 'fr');
  const spaces = (await Promise.all(zones.map((zone) => listZoneSpaces(db, zone.id, 'fr')))).flat();
  const paths = [
    '/',
    '/mentions-legales',
    '/conditions-generales-de-vente',
    '/confidentialite',
    '/cookies',
    '/contact',
    ...zones.flatMap((zone) => [`/${zone.id}`, `/desks/${zone.id}`]),
    ...spaces.map((space) => `/${space.zone}/${space.slug}`),
  ];
  const pages = paths.map((path): LocalizedPage => ({
    fr: localizedUrl(path, 'fr'),
    en: localizedUrl(path, 'en'),
  }));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  // Short: a space published now should reach crawlers within minutes.
  cachePublicPage(req, res, PUBLIC_CACHE.sitemap);
  res.end(sitemapXml(pages));
  return { props: {} };
};

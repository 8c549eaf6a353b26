import type { GetServerSideProps } from 'next';
import { localizedUrl } from '../components/page-meta';
import { sitemapXml, type LocalizedPage } from '../lib/seo/sitemap';
import { getDb } from '../server/db/client';
import { listZoneSpaces, listZones } from '../server/services/space-service';

/** Written by getServerSideProps; nothing renders. */
export default function Sitemap() {
  return null;
}

/** Every public page: home, each zone's search and desks, each published space; in both languages. */
export const getServerSideProps: GetServerSideProps = async ({ res, locale, defaultLocale }) => {
  // One sitemap for the site, at the root: /en/sitemap.xml would only repeat it.
  if (locale !== defaultLocale) return { notFound: true };
  const db = await getDb();
  const zones = await listZones(db, 'fr');
  const spaces = (await Promise.all(zones.map((zone) => listZoneSpaces(db, zone.id, 'fr')))).flat();
  const paths = [
    '/',
    ...zones.flatMap((zone) => [`/${zone.id}`, `/desks/${zone.id}`]),
    ...spaces.map((space) => `/${space.zone}/${space.slug}`),
  ];
  const pages = paths.map((path): LocalizedPage => ({ fr: localizedUrl(path, 'fr'), en: localizedUrl(path, 'en') }));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  // Short: a space published now should reach crawlers within minutes.
  res.setHeader('Cache-Control', 'public, max-age=600');
  res.end(sitemapXml(pages));
  return { props: {} };
};

import type { GetServerSideProps } from 'next';
import { appUrl } from '../lib/public-env';
import { serverEnv } from '../server/env';
import { robotsTxt } from '../lib/seo/robots';

/** Written by getServerSideProps; nothing renders. */
export default function Robots() {
  return null;
}

// A route rather than a file in public/: what it says depends on the running server's environment
// (serverEnv reads it as the server starts; NEXT_PUBLIC_APP_ENV itself would be the build's).
export const getServerSideProps: GetServerSideProps = async ({ res, locale, defaultLocale }) => {
  // Crawlers only read /robots.txt at the root of the host.
  if (locale !== defaultLocale) return { notFound: true };
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(
    robotsTxt({
      production: serverEnv().NEXT_PUBLIC_APP_ENV === 'prod',
      sitemapUrl: `${appUrl()}/sitemap.xml`,
    }),
  );
  return { props: {} };
};

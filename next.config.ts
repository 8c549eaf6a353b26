import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants';
import i18nConfig from './next-i18next.config.js';
import { policyEnvironment, securityHeaders } from './src/lib/security/security-headers';
import { assertSafeConfig } from './src/server/env';
import { deploymentHeaders } from './src/server/operations/deployment-headers.mjs';

type RemotePatterns = NonNullable<NonNullable<NextConfig['images']>['remotePatterns']>;

/**
 * Uploaded photos kept in a bucket (S3_PUBLIC_URL, src/server/integrations/photo-storage.ts) are read
 * by the image optimizer from there: allowed exactly. Photos kept on disk are served from our own
 * origin (/api/v1/photos/…), which the optimizer reads as it reads public/, with no rule needed.
 */
function photoBucketPatterns(publicUrl = process.env.S3_PUBLIC_URL): RemotePatterns {
  if (!publicUrl || !URL.canParse(publicUrl)) return [];
  const url = new URL(publicUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return [
    {
      protocol,
      hostname: url.hostname,
      port: url.port,
      pathname: `${url.pathname.replace(/\/+$/, '')}/photos/**`,
    },
  ];
}

const config: NextConfig = {
  // Where Next writes (`next dev` in its `dev` folder). `next dev` holds a lock on its folder: the
  // e2e spec of `npm run dev` gives its server one of its own, so that it runs beside yours.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Every page carries a new CSP nonce (src/pages/_document.tsx), so no two answers share an ETag: hashing each
  // page's HTML for one (fnv1a over ~100 kB on /paris) cost the server CPU and never saved a byte.
  generateEtags: false,
  i18n: i18nConfig.i18n,
  // These load native code or WASM from their own package folder at run time (pg-boss: through pg;
  // heic-decode: a 2 MB bundle of WASM, loaded by the photo upload on first use): keep them out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pg-boss', 'firebase-admin', 'heic-decode'],
  // `npm test` type-checks the whole tree once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 480, 640, 750, 828, 1080, 1200],
    imageSizes: [64, 128, 256, 320],
    remotePatterns: photoBucketPatterns(),
  },
  webpack(
    webpackConfig: { resolve: { alias: Record<string, string> } },
    { isServer }: { isServer: boolean },
  ) {
    // Every page's first load carries appWithTranslation: see src/lib/hoist-statics.ts.
    if (!isServer)
      webpackConfig.resolve.alias['hoist-non-react-statics'] = path.resolve('src/lib/hoist-statics.ts');
    return webpackConfig;
  },
  // On every answer, matched by Next's router as it routes (no middleware pass: that cost a page
  // a millisecond and a half of CPU); a rendered page's policy gets its nonce in _document. Written
  // into the build: those that depend on where the server runs are the server's (see nextConfig).
  async headers() {
    return [{ source: '/:path*', locale: false, headers: securityHeaders(policyEnvironment) }];
  },
  async rewrites() {
    // Analytics go through our own origin (docs/product.md §7: proxied under /mp), and only when configured.
    return process.env.NEXT_PUBLIC_MIXPANEL_TOKEN
      ? [{ source: '/mp/:path*', destination: 'https://api-eu.mixpanel.com/:path*' }]
      : [];
  },
};

/**
 * `next start` reads this file as it starts, before it answers anything and before
 * src/instrumentation.ts's register(): an unsafe configuration stops it here, in one line.
 */
export default function nextConfig(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER) {
    try {
      assertSafeConfig();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
  if (phase === PHASE_DEVELOPMENT_SERVER)
    return {
      ...config,
      rewrites: withHealthChecks(config.rewrites),
      // `next dev` reads this file as it starts: its environment is the running server's.
      headers: async () => [
        {
          source: '/:path*',
          locale: false,
          headers: [
            ...securityHeaders(policyEnvironment),
            ...deploymentHeaders(process.env.NEXT_PUBLIC_APP_ENV),
          ],
        },
      ],
    };
  return config;
}

/**
 * /healthz and /readyz at the root are the API's (src/server/api/routes/health.ts): `npm start`
 * (server.mjs) sends them there before Next; under `npm run dev` these rewrites do, for the same
 * answers. Before the pages, or /[zone] would take them. Next matches a path without a locale as the
 * default locale's (/fr/healthz); `locale: false` leaves /en/healthz out, as server.mjs does.
 * Development only: a build with rewrites makes every static page's router resolve its address
 * again once hydrated, work the production server has no use for.
 */
function withHealthChecks(rewrites: NextConfig['rewrites']): NextConfig['rewrites'] {
  return async () => {
    const others = rewrites ? await rewrites() : [];
    const health = ['/healthz', '/readyz'].map((path) => ({
      source: `/${i18nConfig.i18n.defaultLocale}${path}`,
      destination: `/api/v1${path}`,
      locale: false as const,
    }));
    return Array.isArray(others)
      ? { beforeFiles: health, afterFiles: others, fallback: [] }
      : { ...others, beforeFiles: [...health, ...(others.beforeFiles ?? [])] };
  };
}

import {
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
  type DocumentProps,
} from 'next/document';
import { appUrl } from '../lib/public-env';
import { contentSecurityPolicy, createNonce } from '../lib/security/content-security-policy';
import { policyEnvironment } from '../lib/security/security-headers';
import { PaintFirstHead } from '../shell/paint-first-head';

type NonceProps = { nonce?: string };

export default function Document({ locale, nonce }: DocumentProps & NonceProps) {
  // data-app-url: the base URL the server wrote the page's links with, for the browser's render of the same links (lib/public-env.ts).
  return (
    <Html lang={locale ?? 'fr'} data-app-url={appUrl()}>
      <PaintFirstHead nonce={nonce}>
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <meta name="theme-color" content="#c8643b" />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

/**
 * Pages made once and kept (getStaticProps): Next sends them with next.config.ts's headers, not
 * with those set while rendering them, so a nonce in their HTML would match no policy.
 */
const KEPT_PAGES = new Set(['/404']);

/**
 * A new nonce for each page rendered for a request, and the Content-Security-Policy that admits
 * its scripts, in place of next.config.ts's policy without one. None for a kept page (the 404
 * page): it keeps Next's own script tags (see PaintFirstHead), which that policy allows.
 */
Document.getInitialProps = async (ctx: DocumentContext): Promise<DocumentInitialProps & NonceProps> => {
  const initialProps = await ctx.defaultGetInitialProps(ctx);
  if (!ctx.res || KEPT_PAGES.has(ctx.pathname)) return initialProps;
  const nonce = createNonce();
  ctx.res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, policyEnvironment));
  return { ...initialProps, nonce };
};

import { Html, Main, NextScript, type DocumentContext, type DocumentInitialProps, type DocumentProps } from 'next/document';
import { NONCE_HEADER, validNonce } from '../lib/security/content-security-policy';
import { PaintFirstHead } from '../shell/paint-first-head';

type NonceProps = { nonce?: string };

export default function Document({ locale, nonce }: DocumentProps & NonceProps) {
  return (
    <Html lang={locale ?? 'fr'}>
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

/** The Content-Security-Policy nonce src/proxy.ts gave this request; none for a page rendered at build time. */
Document.getInitialProps = async (ctx: DocumentContext): Promise<DocumentInitialProps & NonceProps> => {
  const initialProps = await ctx.defaultGetInitialProps(ctx);
  const nonce = validNonce(ctx.req?.headers[NONCE_HEADER]);
  return nonce ? { ...initialProps, nonce } : initialProps;
};

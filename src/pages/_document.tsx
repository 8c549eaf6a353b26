import { Html, Main, NextScript, type DocumentProps } from 'next/document';
import { PaintFirstHead } from '../shell/paint-first-head';

export default function Document({ locale }: DocumentProps) {
  return (
    <Html lang={locale ?? 'fr'}>
      <PaintFirstHead>
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <meta name="theme-color" content="#c8643b" />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

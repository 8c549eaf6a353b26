import type { AppProps } from 'next/app';
import { Suspense } from 'react';
import { appWithTranslation } from 'next-i18next/pages';
import i18nConfig from '../../next-i18next.config.js';
import { AppProviders } from '../shell/app-providers';
import '../styles/globals.css';

/**
 * The page sits in a Suspense boundary: React then hydrates it after the providers, in slices of a
 * few milliseconds with the browser free in between, instead of one long task that blocks input
 * (Lighthouse's total blocking time on the space page: 580 → 250 ms).
 */
function App({ Component, pageProps }: AppProps) {
  return (
    <AppProviders>
      <Suspense>
        <Component {...pageProps} />
      </Suspense>
    </AppProviders>
  );
}

export default appWithTranslation(App, i18nConfig);

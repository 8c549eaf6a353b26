import type { AppProps } from 'next/app';
import { Activity } from 'react';
import { appWithTranslation } from 'next-i18next/pages';
import { I18nextProvider } from 'react-i18next';
import i18nConfig from '../../next-i18next.config.js';
import { serverI18n, type PageI18nStore } from '../lib/i18n-server-instance';
import { AppProviders } from '../shell/app-providers';
import '../styles/globals.css';

/**
 * Everything sits in an Activity boundary: React hydrates what is inside it in slices of a few
 * milliseconds, with the browser free in between, instead of one long task that blocks input
 * (Lighthouse's total blocking time on the space page: 580 → 250 ms). Unlike a Suspense boundary,
 * whose content React's server renderer moves out of line once a page passes 12.8 kB (hidden
 * until an inline script reveals it, in an animation frame), an Activity's content stays where it
 * is: the page shows as its HTML arrives, with or without JavaScript. The providers are inside the
 * boundary with the page: their first updates (the session found to be a guest's, right after
 * mount) then come from hydrated components. From above a boundary still being hydrated, such an
 * update sometimes left the page waiting for good (3 loads of /paris in 12 never showed the sign-in
 * button).
 */
function App({ Component, pageProps }: AppProps) {
  return (
    <Activity mode="visible">
      <AppProviders>
        <Component {...pageProps} />
      </AppProviders>
    </Activity>
  );
}

const AppWithTranslation = appWithTranslation(App, i18nConfig);

/**
 * The server's render: the same tree as appWithTranslation's (a provider over the app), with one
 * i18next instance per locale for all requests instead of a new one per request (see
 * lib/i18n-server-instance.ts). A page without translations goes through appWithTranslation.
 */
function ServerApp(props: AppProps) {
  const store = (props.pageProps as { _nextI18Next?: PageI18nStore })._nextI18Next;
  if (!store) return <AppWithTranslation {...props} />;
  return (
    <I18nextProvider i18n={serverI18n(store)}>
      <App {...props} />
    </I18nextProvider>
  );
}

// In development the files are read again on every request (reloadOnPrerender): no sharing there.
export default typeof window === 'undefined' && !i18nConfig.reloadOnPrerender
  ? ServerApp
  : AppWithTranslation;

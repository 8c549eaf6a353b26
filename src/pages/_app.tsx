import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import i18nConfig from '../../next-i18next.config.js';
import { AppProviders } from '../shell/app-providers';
import '../styles/globals.css';

function App({ Component, pageProps }: AppProps) {
  return (
    <AppProviders>
      <Component {...pageProps} />
    </AppProviders>
  );
}

export default appWithTranslation(App, i18nConfig);

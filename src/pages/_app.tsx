import type { DehydratedState } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import i18nConfig from '../../next-i18next.config.js';
import { AppProviders } from '../shell/app-providers';
import '../styles/globals.css';

type PageProps = { dehydratedState?: DehydratedState };

function App({ Component, pageProps }: AppProps<PageProps>) {
  return (
    <AppProviders dehydratedState={pageProps.dehydratedState}>
      <Component {...pageProps} />
    </AppProviders>
  );
}

export default appWithTranslation(App, i18nConfig);

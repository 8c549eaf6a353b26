import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import i18nConfig from '../../next-i18next.config.js';
import type { Locale } from '../domain/money';

/** Translations a server-rendered page hands to the client, for the namespaces it uses. */
export function pageTranslations(locale: Locale, namespaces: string[]) {
  return serverSideTranslations(locale, namespaces, i18nConfig);
}

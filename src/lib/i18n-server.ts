import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import i18nConfig from '../../next-i18next.config.js';
import type { Locale } from '../domain/money';

type PageTranslations = Awaited<ReturnType<typeof serverSideTranslations>>;

// The translation files do not change while a production server runs: each locale and set of
// namespaces is read once, not by a new i18next instance on every request (a profile of /paris
// under load found that instance, its file reads and its clone among the top items). In
// development (reloadOnPrerender) every request reads the files again, so edits show at once.
const cache = new Map<string, Promise<PageTranslations>>();

/** Translations a server-rendered page hands to the client, for the namespaces it uses. */
export function pageTranslations(locale: Locale, namespaces: string[]): Promise<PageTranslations> {
  if (i18nConfig.reloadOnPrerender) return serverSideTranslations(locale, namespaces, i18nConfig);
  const key = `${locale}:${namespaces.join(',')}`;
  let found = cache.get(key);
  if (!found) {
    found = serverSideTranslations(locale, namespaces, i18nConfig);
    // A failed read is not kept: the next request tries again.
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found;
}

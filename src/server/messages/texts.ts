import fs from 'node:fs';
import path from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import type { Locale } from '../../domain/money';

/** The namespaces of texts the server writes itself: messages, and invoices' lines and PDFs. */
type ServerNamespace = 'emails' | 'invoices';

const cache = new Map<string, TFunction>();

/**
 * Texts in one language, from public/locales/<locale>/<namespace>.json like the pages' own. A
 * missing key throws instead of showing its name to a customer.
 */
export function serverTexts(namespace: ServerNamespace, locale: Locale): TFunction {
  const cacheKey = `${namespace}:${locale}`;
  let t = cache.get(cacheKey);
  if (!t) {
    const file = path.join(process.cwd(), 'public', 'locales', locale, `${namespace}.json`);
    const i18n = createInstance();
    void i18n.init({
      lng: locale,
      resources: { [locale]: { [namespace]: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown> } },
      defaultNS: namespace,
      initAsync: false,
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => {
        throw new Error(`${namespace}.json (${locale}) has no "${key}"`);
      },
    });
    t = i18n.t;
    cache.set(cacheKey, t);
  }
  return t;
}

/** The messages' texts (public/locales/<locale>/emails.json). */
export const emailTexts = (locale: Locale): TFunction => serverTexts('emails', locale);

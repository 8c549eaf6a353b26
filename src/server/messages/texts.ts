import fs from 'node:fs';
import path from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import type { Locale } from '../../domain/money';

const cache = new Map<Locale, TFunction>();

/**
 * The messages' texts in one language, from public/locales/<locale>/emails.json like the pages'
 * own. A missing key throws instead of showing its name to a customer.
 */
export function emailTexts(locale: Locale): TFunction {
  let t = cache.get(locale);
  if (!t) {
    const file = path.join(process.cwd(), 'public', 'locales', locale, 'emails.json');
    const i18n = createInstance();
    void i18n.init({
      lng: locale,
      resources: { [locale]: { emails: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown> } },
      defaultNS: 'emails',
      initAsync: false,
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => {
        throw new Error(`emails.json (${locale}) has no "${key}"`);
      },
    });
    t = i18n.t;
    cache.set(locale, t);
  }
  return t;
}

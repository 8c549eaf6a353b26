import fs from 'node:fs';
import path from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import type { Locale } from '../../domain/money';

/** The namespaces of texts the server writes itself: messages, and invoices' lines and PDFs. */
type ServerNamespace = 'emails' | 'invoices';

const cache = new Map<string, TFunction>();

/** How many texts with their values each namespace and language keeps (a payment's invoice lines, a message's). */
const MAX_REMEMBERED = 2_000;

const primitive = (value: unknown) =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/**
 * `t`, remembering each text it wrote with its values: the files are read once and never change,
 * so a key and the same values always give the same text. i18next's own lookup and interpolation
 * cost some 25–100 µs a call, 7–8 % of the API's thread in a payment (its invoice lines). Only
 * strings are kept, and only for values that are strings, numbers or booleans.
 */
function remembering(t: TFunction): TFunction {
  const texts = new Map<string, string>();
  const call = t as unknown as (...args: unknown[]) => unknown;
  const fast = (...args: unknown[]) => {
    const [key, options] = args;
    const plain =
      typeof key === 'string' &&
      args.length <= 2 &&
      (options === undefined ||
        (typeof options === 'object' && options !== null && Object.values(options).every(primitive)));
    if (!plain) return call(...args);
    const memo = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    const known = texts.get(memo);
    if (known !== undefined) return known;
    const text = call(...args);
    if (typeof text === 'string') {
      if (texts.size >= MAX_REMEMBERED) texts.clear();
      texts.set(memo, text);
    }
    return text;
  };
  return fast as unknown as TFunction;
}

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
      resources: {
        [locale]: { [namespace]: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown> },
      },
      defaultNS: namespace,
      initAsync: false,
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => {
        throw new Error(`${namespace}.json (${locale}) has no "${key}"`);
      },
    });
    t = remembering(i18n.t);
    cache.set(cacheKey, t);
  }
  return t;
}

/** The messages' texts (public/locales/<locale>/emails.json). */
export const emailTexts = (locale: Locale): TFunction => serverTexts('emails', locale);

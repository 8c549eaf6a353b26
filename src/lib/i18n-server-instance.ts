import i18next, { type i18n as I18n, type Resource } from 'i18next';
import i18nConfig from '../../next-i18next.config.js';

/** What pageTranslations hands each page (next-i18next's `_nextI18Next` prop). */
export type PageI18nStore = { initialI18nStore: Resource; initialLocale: string };

const instances = new Map<string, I18n>();
const views = new Map<string, I18n>();

/** The i18next a server render of a page in this locale uses: shared by all of them (see sharedInstance). */
export function serverI18n(store: PageI18nStore): I18n {
  const instance = sharedInstance(store);
  let view = views.get(store.initialLocale);
  if (!view) {
    // What the components get: an object with no properties of its own, reading everything from
    // the instance behind it. react-i18next copies the own properties of the instance it is given
    // for every useTranslation (createI18nWrapper: 42 properties, about 30 µs a call on this
    // machine, 10 % of all CPU rendering /paris); of this view it copies none.
    view = Object.create(instance) as I18n;
    views.set(store.initialLocale, view);
  }
  return view;
}

/**
 * The server's i18next instance for one locale, made once and shared by every render in that
 * locale. next-i18next's appWithTranslation makes a new instance for each render, which on the
 * server means one per request. Sharing is safe: a render only reads it (no language change
 * happens on the server), and the translation files do not change while a production server
 * runs. The options are those appWithTranslation gives the browser's instance (next-i18next's
 * defaults under next-i18next.config.js), so both render the same words.
 */
function sharedInstance({ initialI18nStore, initialLocale }: PageI18nStore): I18n {
  let instance = instances.get(initialLocale);
  if (!instance) {
    instance = i18next.createInstance({
      lng: initialLocale,
      fallbackLng: i18nConfig.fallbackLng ?? i18nConfig.i18n.defaultLocale,
      defaultNS: i18nConfig.defaultNS,
      ns: [],
      resources: {},
      interpolation: { escapeValue: false },
      load: 'currentOnly',
      react: { useSuspense: false },
      initAsync: false,
    });
    void instance.init();
    memoizeFixedT(instance);
    instances.set(initialLocale, instance);
  }
  // Each page brings the namespaces it uses; the first page to need one adds it for all.
  for (const [lng, namespaces] of Object.entries(initialI18nStore)) {
    for (const [ns, bundle] of Object.entries(namespaces)) {
      if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, bundle, true, true);
    }
  }
  return instance;
}

const MAX_MEMO = 5_000;
type Primitive = string | number | boolean | null | undefined;
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');

/**
 * Every `t` of the shared instance remembers its answers: the same key with the same values always
 * reads the same words while the server runs, and i18next's own path (a copy of all its options,
 * then the lookup, plural rules and interpolation) was, call after call, the largest item of a
 * search page's render after React itself. Only plain calls are kept (a string key, values that
 * are strings or numbers, a string answer); anything else goes straight to i18next.
 */
function memoizeFixedT(instance: I18n): void {
  // Typed loosely: i18next's TFunction overloads say nothing useful about a pass-through.
  type LooseT = ((...args: unknown[]) => unknown) & {
    lng?: string;
    lngs?: readonly string[];
    ns?: unknown;
    keyPrefix?: unknown;
  };
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => LooseT;
  const memos = new Map<string, Map<string, string>>();
  const memoized = (lng: unknown, ns?: unknown, keyPrefix?: unknown, ...rest: unknown[]): LooseT => {
    const fixed = getFixedT(lng, ns, keyPrefix, ...rest);
    if (!isPrimitive(keyPrefix) || !(lng === null || typeof lng === 'string')) return fixed;
    const scope = `${lng}|${[ns ?? ''].flat().join(',')}|${keyPrefix ?? ''}`;
    let memo = memos.get(scope);
    if (!memo) memos.set(scope, (memo = new Map()));
    const known = memo;
    const t = (key: unknown, options?: unknown, ...more: unknown[]) => {
      const plain =
        typeof key === 'string' &&
        more.length === 0 &&
        (options === undefined ||
          (typeof options === 'object' && options !== null && Object.values(options).every(isPrimitive)));
      if (!plain) return fixed(key, options, ...more);
      const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
      const found = known.get(id);
      if (found !== undefined) return found;
      const answer = fixed(key, options);
      if (typeof answer === 'string') {
        if (known.size >= MAX_MEMO) known.clear();
        known.set(id, answer);
      }
      return answer;
    };
    // The properties react-i18next and Trans read from a fixed t.
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };
  instance.getFixedT = memoized as unknown as I18n['getFixedT'];
}

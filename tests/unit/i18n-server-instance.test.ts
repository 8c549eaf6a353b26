import fs from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pageTranslations } from '../../src/lib/i18n-server';
import { serverI18n, type PageI18nStore } from '../../src/lib/i18n-server-instance';

const bundle = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8')) as Record<string, unknown>;

/** An instance made the way next-i18next's appWithTranslation makes the browser's. */
function browserLike(store: PageI18nStore) {
  const instance = i18next.createInstance({
    lng: store.initialLocale,
    fallbackLng: false,
    defaultNS: 'common',
    resources: store.initialI18nStore,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void instance.init();
  return instance;
}

describe('the translations of server-rendered pages', () => {
  it('are read once per locale and namespaces, then handed out again', async () => {
    const first = await pageTranslations('fr', ['common', 'search']);
    expect(await pageTranslations('fr', ['common', 'search'])).toBe(first);
    expect(first._nextI18Next?.initialI18nStore.fr?.search).toEqual(bundle('fr', 'search'));
    const english = await pageTranslations('en', ['common', 'search']);
    expect(english).not.toBe(first);
    // English pages carry English only: every key exists in both languages.
    expect(Object.keys(english._nextI18Next?.initialI18nStore ?? {})).toEqual(['en']);
  });

  it('render with one shared i18next per locale, which says what a fresh instance says', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const store = (await pageTranslations(locale, ['common', 'search', 'spaces']))
        ._nextI18Next as PageI18nStore;
      const shared = serverI18n(store);
      expect(serverI18n(store)).toBe(shared);
      const fresh = browserLike(store);
      const calls: [string, Record<string, unknown>?][] = [
        ['card.people', { count: 1 }],
        ['card.people', { count: 12 }],
        ['card.perHour', { price: '45 €' }],
        ['meta.title', { zone: 'Paris' }],
        ['resultsLabel'],
        ['price.rebate.earlyBooking', { amount: '15 €' }],
      ];
      const sharedT = shared.getFixedT(locale, 'search');
      const freshT = fresh.getFixedT(locale, 'search');
      // Twice each: the second answer comes from the shared instance's memory.
      for (const round of [1, 2]) {
        for (const [key, options] of calls)
          expect(sharedT(key, options), `${locale} ${key} round ${round}`).toBe(freshT(key, options));
      }
      expect(shared.getFixedT(locale, ['spaces', 'common'])('common:favorite.add')).toBe(
        fresh.getFixedT(locale, ['spaces', 'common'])('common:favorite.add'),
      );
    }
  });

  it('gives components a view without properties of its own, which react-i18next would copy on every useTranslation', async () => {
    const store = (await pageTranslations('fr', ['common']))._nextI18Next as PageI18nStore;
    const view = serverI18n(store);
    expect(Object.getOwnPropertyNames(view)).toEqual([]);
    expect(view.language).toBe('fr');
    expect(view.isInitialized).toBe(true);
  });
});

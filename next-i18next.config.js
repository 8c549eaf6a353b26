// Shared by next.config.ts (routing) and next-i18next (translations). Passed explicitly to
// appWithTranslation and serverSideTranslations (src/lib/i18n-server.ts).
// The locale path is relative so that no machine path ends up in a page's __NEXT_DATA__.
/** @type {import('next-i18next/pages').UserConfig} */
const config = {
  i18n: {
    defaultLocale: 'fr',
    locales: ['fr', 'en'],
    localeDetection: false,
  },
  localePath: './public/locales',
  defaultNS: 'common',
  // No fallback language: every key exists in both (tests/locales.test.ts), and with French as a
  // fallback every English page carried the French texts too in its __NEXT_DATA__ (16 kB on /en/paris).
  fallbackLng: false,
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};

export default config;

import type { UserConfig } from 'next-i18next/pages';

declare const config: UserConfig & { i18n: { localeDetection: false } };
export default config;

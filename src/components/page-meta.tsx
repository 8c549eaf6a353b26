import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { LOCALES } from '../lib/locale';
import { appUrl } from '../lib/public-env';

/** A sharing image; sizes default to the 1200 × 628 every sharing image is resized to. */
export type SharingImage = { url: string; type: string; width?: number; height?: number };

export type PageMetaProps = {
  title: string;
  description: string;
  /** Absolute URL or a path under the app; the default sharing image when absent. */
  image?: SharingImage;
  /** schema.org data (JSON-LD) describing the page, e.g. a Place for a space. */
  structuredData?: Record<string, unknown>;
};

const SHARING_WIDTH = 1200;
const SHARING_HEIGHT = 628;
const DEFAULT_IMAGE: SharingImage = { url: '/og-default.jpg', type: 'image/jpeg' };
const OG_LOCALES: Record<string, string> = { fr: 'fr_FR', en: 'en_GB' };

/** URL of a path in a language: French at the root, English under /en; never a query string. */
export function localizedUrl(path: string, locale: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const prefix = locale === 'en' ? '/en' : '';
  return `${appUrl()}${prefix}${clean === '/' && prefix ? '' : clean}`;
}

const absolute = (url: string) =>
  /^https?:\/\//.test(url) ? url : `${appUrl()}${url.startsWith('/') ? '' : '/'}${url}`;

// `<` is escaped so that no text in the data can close the script element early.
const jsonLd = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Title, description, the one canonical URL of the page and its sharing tags: /paris and
 * /fr/paris are the same page (Next strips the default locale before any redirect could tell them
 * apart), so both declare /paris as canonical; hreflang links tie the two languages together.
 * Every tag has a key so that a page's own PageMeta replaces, never duplicates, a layout's.
 */
export function PageMeta({ title, description, image = DEFAULT_IMAGE, structuredData }: PageMetaProps) {
  const { t } = useTranslation('common');
  const { asPath, locale = 'fr' } = useRouter();
  const url = localizedUrl(asPath, locale);
  const imageUrl = absolute(image.url);
  return (
    <Head>
      <title key="title">{title}</title>
      <meta key="description" name="description" content={description} />
      <link key="canonical" rel="canonical" href={url} />
      {LOCALES.map((lang) => (
        <link key={`alternate-${lang}`} rel="alternate" hrefLang={lang} href={localizedUrl(asPath, lang)} />
      ))}
      <link key="alternate-default" rel="alternate" hrefLang="x-default" href={localizedUrl(asPath, 'fr')} />
      <meta key="og:locale" property="og:locale" content={OG_LOCALES[locale] ?? 'fr_FR'} />
      <meta key="og:type" property="og:type" content="website" />
      <meta key="og:site_name" property="og:site_name" content={t('brand')} />
      <meta key="og:title" property="og:title" content={title} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:url" property="og:url" content={url} />
      <meta key="og:image" property="og:image" content={imageUrl} />
      <meta key="og:image:type" property="og:image:type" content={image.type} />
      <meta key="og:image:width" property="og:image:width" content={String(image.width ?? SHARING_WIDTH)} />
      <meta
        key="og:image:height"
        property="og:image:height"
        content={String(image.height ?? SHARING_HEIGHT)}
      />
      <meta key="twitter:card" name="twitter:card" content="summary_large_image" />
      <meta key="twitter:title" name="twitter:title" content={title} />
      <meta key="twitter:description" name="twitter:description" content={description} />
      <meta key="twitter:image" name="twitter:image" content={imageUrl} />
      {structuredData && (
        <script
          key="structured-data"
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }}
        />
      )}
    </Head>
  );
}

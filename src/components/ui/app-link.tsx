import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the app, without the locale prefix: `/paris`, `/paris/atelier?day=…`. */
  href: string;
  /** Another language than the page's; the path gets its prefix (`/en/…`), none for French. */
  locale?: string;
};

/** `href` as the browser must see it: the locale prefix of a non-default language added. */
export function localizedHref(
  href: string,
  locale: string | undefined,
  defaultLocale: string | undefined,
): string {
  if (!locale || locale === defaultLocale) return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  event.currentTarget.target === '_blank';

/**
 * A link between pages of the app: a real `<a href>` (crawlable, opens in a new tab), moving
 * client-side on a plain click, and prefetching the target page's code when the pointer or the
 * focus comes to it. It replaces next/link, whose viewport prefetching costs every page ~3 kB
 * gzipped of first-load code and downloads pages nobody asked for.
 */
export function AppLink({
  href,
  locale,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...anchor
}: AppLinkProps) {
  const router = useRouter();
  const target = locale ?? router.locale;
  const prefetch = () => {
    // Development compiles pages on demand: prefetching there only slows things down.
    if (process.env.NODE_ENV === 'production')
      void router.prefetch(href, undefined, { locale: target }).catch(() => {});
  };
  return (
    <a
      {...anchor}
      href={localizedHref(href, target, router.defaultLocale)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        void router.push(href, undefined, { locale: target });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}

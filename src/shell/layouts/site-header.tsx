import dynamic from 'next/dynamic';
import { AppLink } from '../../components/ui/app-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '../../components/ui/button';
import { useChangeLanguage } from '../../features/navigation/hooks/use-change-language';
import { useAuth } from '../../lib/auth/auth-context';
import { useAuthDialog } from '../../lib/auth/auth-dialog-context';
import { toLocale } from '../../lib/locale';

// Signed-in only, and auth is known only in the browser: no server render, no weight for guests.
const UserMenu = dynamic(
  () => import('../../features/navigation/components/user-menu').then((m) => m.UserMenu),
  {
    ssr: false,
    loading: () => <span className="size-9 rounded-full bg-brand-100" />,
  },
);

/**
 * The top bar: the logo, then the user menu for a signed-in user, or the language and a sign-in
 * button for a visitor. Beside the sidebar (which has its own logo from md up) the logo leads to
 * the dashboard and shows on small screens only.
 */
export function SiteHeader({
  besideSidebar = false,
  languageHref,
}: {
  besideSidebar?: boolean;
  languageHref?: string;
}) {
  const { t } = useTranslation('common');
  const { t: tNav } = useTranslation('navigation');
  const { asPath, locale } = useRouter();
  // The same page in the other language, unless the page says otherwise (the 404, PublicLayout).
  const otherLanguageHref = languageHref ?? asPath;
  const { status } = useAuth();
  const { open } = useAuthDialog();
  const changeLanguage = useChangeLanguage();
  const other = toLocale(locale) === 'en' ? 'fr' : 'en';
  return (
    <header className="sticky top-0 z-20 shrink-0 border-b border-brand-100 bg-white/90 backdrop-blur">
      <div
        className={`flex h-14 items-center justify-between gap-3 px-4 ${besideSidebar ? 'md:justify-end' : 'mx-auto max-w-6xl'}`}
      >
        <AppLink
          href={besideSidebar ? '/dashboard' : '/'}
          aria-label={besideSidebar ? tNav('sidebar.home') : undefined}
          className={`text-xl font-semibold tracking-tight text-brand-700 ${besideSidebar ? 'md:hidden' : ''}`}
        >
          {t('brand')}
        </AppLink>
        {status === 'authenticated' ? (
          <UserMenu />
        ) : (
          <div className="flex items-center gap-2">
            <AppLink
              href={otherLanguageHref}
              locale={other}
              hrefLang={other}
              onClick={(event) => {
                event.preventDefault();
                changeLanguage(other);
              }}
              className="rounded-full px-3 py-1 text-sm text-ink-700 hover:bg-brand-100"
            >
              {t(`language.switchTo.${other}`)}
            </AppLink>
            {/* Kept in place, invisible, while auth loads, so the header does not shift. */}
            <Button
              size="small"
              onClick={() => open()}
              className={status === 'loading' ? 'invisible' : undefined}
            >
              {tNav('signIn')}
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}

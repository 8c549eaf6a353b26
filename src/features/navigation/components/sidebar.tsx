import { AppLink } from '../../../components/ui/app-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { NAV_ITEMS, isSidebarItemActive, type NavKey } from '../nav-items';
import { NavIcon } from './nav-icon';

const LEGAL_LINKS = [
  { href: '/mentions-legales', label: 'legal' },
  { href: '/conditions-generales-de-vente', label: 'terms' },
  { href: '/confidentialite', label: 'privacy' },
  { href: '/cookies', label: 'cookies' },
] as const;

const SIDEBAR_ITEMS: NavKey[] = ['myEvents', 'scheduling', 'search', 'favorites', 'help'];

const itemClass = (active: boolean) =>
  `flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium ${
    active ? 'bg-brand-100 text-brand-700' : 'text-ink-700 hover:bg-brand-50 hover:text-brand-700'
  }`;

/** The signed-in navigation from the md breakpoint up; below it the mobile tab bar takes over. */
export function Sidebar() {
  const { t } = useTranslation('navigation');
  const { t: tCommon } = useTranslation('common');
  const { pathname } = useRouter();
  return (
    // The aside runs the page's whole length (its background and border with it); what it holds
    // stays in view as the page scrolls.
    <aside className="hidden w-60 shrink-0 border-r border-brand-100 bg-white md:block">
      <div className="sticky top-0 flex h-dvh flex-col">
        <AppLink
          href="/dashboard"
          aria-label={t('sidebar.home')}
          className="px-6 py-5 text-xl font-semibold tracking-tight text-brand-700"
        >
          {tCommon('brand')}
        </AppLink>
        <nav aria-label={t('sidebar.label')} className="flex-1 px-3">
          <ul className="space-y-1">
            {SIDEBAR_ITEMS.map((key) => {
              const item = NAV_ITEMS[key];
              const active = isSidebarItemActive(key, pathname);
              const content = (
                <>
                  <NavIcon name={key} />
                  <span>{t(`items.${key}`)}</span>
                </>
              );
              return (
                <li key={key}>
                  {item.external ? (
                    <a href={item.href} target="_blank" rel="noopener" className={itemClass(false)}>
                      {content}
                      <span className="sr-only">{t('newTab')}</span>
                    </a>
                  ) : (
                    <AppLink
                      href={item.href}
                      aria-current={active ? 'page' : undefined}
                      className={itemClass(active)}
                    >
                      {content}
                    </AppLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <ul aria-label={t('legalLinks')} className="flex flex-col gap-1 px-6 py-4 text-xs">
          {LEGAL_LINKS.map(({ href, label }) => (
            <li key={href}>
              <AppLink
                href={href}
                target="_blank"
                rel="noopener"
                className="text-ink-500 hover:text-brand-700"
              >
                {t(label)}
                <span className="sr-only"> {t('newTab')}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

import { AppLink } from '../../../components/ui/app-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Tooltip } from '../../../components/ui/tooltip';
import { track, trackPage } from '../../../lib/analytics';
import { useAuth } from '../../../lib/auth/auth-context';
import { NAV_ITEMS, isTabActive, isTabBarHidden, type NavKey } from '../nav-items';
import { NavIcon } from './nav-icon';

const TABS: NavKey[] = ['myEvents', 'scheduling', 'search', 'favorites', 'help', 'account'];
// The help tab reads "need help?" where the sidebar has room only for "help".
const LABEL_KEYS: Partial<Record<NavKey, string>> = { help: 'items.needHelp' };

const tabClass = (active: boolean) =>
  `flex h-14 flex-col items-center justify-center rounded-xl ${active ? 'text-brand-700' : 'text-ink-500 hover:text-brand-700'}`;

/** Below md, for signed-in users: the sidebar's items as a bottom bar, with the account last. */
export function MobileTabBar() {
  const { t } = useTranslation('navigation');
  const { status } = useAuth();
  const { pathname } = useRouter();
  if (status !== 'authenticated' || isTabBarHidden(pathname)) return null;

  return (
    <nav
      aria-label={t('tabBar.label')}
      className="sticky bottom-0 z-30 max-h-16 shrink-0 border-t border-brand-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-6 px-1 py-1">
        {TABS.map((key) => {
          const item = NAV_ITEMS[key];
          const label = t(LABEL_KEYS[key] ?? `items.${key}`);
          const active = isTabActive(key, pathname);
          const onClick = () => {
            track(`mobile-tab-click-${key}`);
            trackPage(item.pageName);
          };
          return (
            <li key={key}>
              {/* docs/product.md §9: no delay on the mobile navigation's tooltips. */}
              <Tooltip content={label} delayDuration={0}>
                {item.external ? (
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noopener"
                    onClick={onClick}
                    className={tabClass(false)}
                  >
                    <NavIcon name={key} className="size-6" />
                    <span className="sr-only">
                      {label} {t('newTab')}
                    </span>
                  </a>
                ) : (
                  <AppLink
                    href={item.href}
                    onClick={onClick}
                    aria-current={active ? 'page' : undefined}
                    className={tabClass(active)}
                  >
                    <NavIcon name={key} className="size-6" />
                    <span className="sr-only">{label}</span>
                  </AppLink>
                )}
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

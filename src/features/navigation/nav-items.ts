/** The signed-in navigation (docs/product.md §2), shared by the sidebar and the mobile tab bar. */

/** The external help site when one is configured; otherwise help is the contact page (/contact). */
export const SUPPORT_URL = process.env.NEXT_PUBLIC_SUPPORT_URL || undefined;

/** The zone "find a space" opens: the only one with a full catalogue so far. */
export const SEARCH_ZONE_PATH = '/paris';

export type NavKey = 'myEvents' | 'scheduling' | 'search' | 'favorites' | 'help' | 'account';

export type NavItem = {
  key: NavKey;
  href: string;
  external: boolean;
  /** Analytics page name sent when the item is followed. */
  pageName: string;
};

export const NAV_ITEMS: Record<NavKey, NavItem> = {
  myEvents: { key: 'myEvents', href: '/events', external: false, pageName: 'MyEvents' },
  scheduling: { key: 'scheduling', href: '/scheduling', external: false, pageName: 'Scheduling' },
  search: { key: 'search', href: SEARCH_ZONE_PATH, external: false, pageName: 'Search' },
  favorites: { key: 'favorites', href: '/favorites', external: false, pageName: 'MyFavorites' },
  help: {
    key: 'help',
    href: SUPPORT_URL ?? '/contact',
    external: SUPPORT_URL !== undefined,
    pageName: 'Help',
  },
  account: { key: 'account', href: '/account', external: false, pageName: 'Account' },
};

const under = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** Sidebar: an item is active anywhere in its area (a space page belongs to the search). */
export function isSidebarItemActive(key: NavKey, pathname: string): boolean {
  switch (key) {
    case 'myEvents':
      return under(pathname, '/events');
    case 'scheduling':
      return under(pathname, '/scheduling');
    case 'search':
      return under(pathname, '/[zone]') || under(pathname, '/desks');
    case 'favorites':
      return under(pathname, '/favorites');
    case 'account':
      return under(pathname, '/account');
    case 'help':
      return SUPPORT_URL === undefined && under(pathname, '/contact');
  }
}

/** Tab bar: the same, except that "find a space" is active only on the zone search itself (docs/product.md §2). */
export function isTabActive(key: NavKey, pathname: string): boolean {
  return key === 'search' ? pathname === '/[zone]' : isSidebarItemActive(key, pathname);
}

// Screens that need the whole height of a phone: paying, an event's page, a space's page.
const ROUTES_WITHOUT_TAB_BAR = new Set([
  '/booking/[bookingId]/payment',
  '/events/[eventId]',
  '/[zone]/[slug]',
]);

export function isTabBarHidden(pathname: string): boolean {
  return ROUTES_WITHOUT_TAB_BAR.has(pathname);
}

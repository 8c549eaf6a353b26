import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { AuthDialogHost } from '../auth-dialog-host';
import { SiteHeader } from './site-header';

/** Namespaces every page with this layout must load: its own texts and the sign-in dialog's. */
export const LAYOUT_NAMESPACES = ['common', 'navigation', 'auth', 'errors'];

// Signed-in only, and auth is known only in the browser: no server render, no weight for guests.
const Sidebar = dynamic(() => import('../../features/navigation/components/sidebar').then((m) => m.Sidebar), {
  ssr: false,
});
const VerifyEmailBanner = dynamic(
  () => import('../../features/auth/components/verify-email-banner').then((m) => m.VerifyEmailBanner),
  { ssr: false },
);
const MobileTabBar = dynamic(
  () => import('../../features/navigation/components/mobile-tab-bar').then((m) => m.MobileTabBar),
  { ssr: false },
);

export type AppLayoutProps = {
  children: ReactNode;
  /**
   * The zone and desks searches take the whole window height (their list scrolls inside) and
   * show no chat widget, which would cover their results; other screens keep it.
   */
  fullHeight?: boolean;
};

/**
 * The frame of every screen. A visitor (or anyone while auth loads) sees the public header; a
 * signed-in user gets the sidebar from md up, their menu in the header and the tab bar below md.
 * The content keeps its place in the tree whatever the state, so signing in or out never
 * remounts the screen (and never loses what it knew).
 */
export function AppLayout({ children, fullHeight = false }: AppLayoutProps) {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';

  let mainClass = 'mx-auto w-full max-w-6xl flex-1 px-4 py-6';
  if (fullHeight) mainClass = 'min-h-0 w-full flex-1 overflow-y-auto';
  return (
    <div className={`flex ${fullHeight ? 'h-dvh' : 'min-h-dvh'}`}>
      {signedIn && <Sidebar />}
      <div className="flex min-w-0 flex-1 flex-col">
        <SiteHeader besideSidebar={signedIn} />
        {signedIn && <VerifyEmailBanner />}
        <main className={mainClass}>{children}</main>
        {signedIn && <MobileTabBar />}
      </div>
      <AuthDialogHost />
    </div>
  );
}

import type { ReactNode } from 'react';
import { AuthDialogHost } from '../auth-dialog-host';
import { SiteHeader } from './site-header';

/**
 * The plain frame (header and content) of pages outside the app's navigation, such as the 404.
 * `languageHref`: where the header's link to the other language goes, when not this same address.
 */
export function PublicLayout({ children, languageHref }: { children: ReactNode; languageHref?: string }) {
  return (
    <div className="min-h-dvh">
      <SiteHeader languageHref={languageHref} />
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
      <AuthDialogHost />
    </div>
  );
}

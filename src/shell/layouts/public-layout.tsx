import type { ReactNode } from 'react';
import { AuthDialogHost } from '../auth-dialog-host';
import { SiteHeader } from './site-header';

/** The plain frame (header and content) of pages outside the app's navigation, such as the 404. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <SiteHeader />
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
      <AuthDialogHost />
    </div>
  );
}

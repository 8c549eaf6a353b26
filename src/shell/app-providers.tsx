import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { analyticsEnabled } from '../lib/analytics-config';
import { setApiLocale } from '../lib/api-session';
import { AuthDialogProvider } from '../lib/auth/auth-dialog-context';
import { AuthProvider, useAuth } from '../lib/auth/auth-context';
import { toLocale } from '../lib/locale';
import { useMediaQuery } from '../lib/use-media-query';

// Only when analytics is configured, and after the page: nothing to ask otherwise.
const ConsentBanner = dynamic(() => import('./consent-banner'), { ssr: false });

// Toasts only ever follow an action: the toaster loads after the page, not with it.
const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

// What follows a signed-in user from page to page, with the query cache it needs: for them only.
const SignedInEffects = dynamic(() => import('./signed-in-effects'), { ssr: false });

/** docs/product.md §9 mobile breakpoint: toasts sit at the bottom of a phone, top right on wider screens. */
const WIDE_SCREEN = '(min-width: 768px)';

function SignedInOnly() {
  const { status } = useAuth();
  return status === 'authenticated' ? <SignedInEffects /> : null;
}

export type AppProvidersProps = { children: ReactNode };

/**
 * What every page stands on: the identity session, the sign-in dialog's state and the toasts.
 * The query cache is not here (see lib/query-layer.tsx): public pages load without it.
 */
export function AppProviders({ children }: AppProvidersProps) {
  const { locale } = useRouter();
  // Set while rendering, not in an effect, so the children's first requests already carry it.
  setApiLocale(toLocale(locale));
  const wide = useMediaQuery(WIDE_SCREEN);
  // The page is hydrated once this runs (it sits in the boundary with the page): said on <html>,
  // for the browser tests, which must not click before the app listens.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  return (
    <AuthProvider>
      <AuthDialogProvider>
        {children}
        <SignedInOnly />
        {analyticsEnabled && <ConsentBanner />}
        <Toaster
          duration={4000}
          visibleToasts={3}
          richColors={false}
          position={wide ? 'top-right' : 'bottom-center'}
        />
      </AuthDialogProvider>
    </AuthProvider>
  );
}

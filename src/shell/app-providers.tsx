import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { analyticsEnabled, identify } from '../lib/analytics';
import { setApiLocale } from '../lib/api-session';
import { AuthDialogProvider } from '../lib/auth/auth-dialog-context';
import { AuthProvider } from '../lib/auth/auth-context';
import { toLocale } from '../lib/locale';
import { useMe } from '../lib/me/get-me';
import { createQueryClient } from '../lib/query-client';
import { useMediaQuery } from '../lib/use-media-query';

// Only when analytics is configured, and after the page: nothing to ask otherwise.
const ConsentBanner = dynamic(() => import('./consent-banner'), { ssr: false });

// Toasts only ever follow an action: the toaster loads after the page, not with it.
const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

/** SPEC §9 mobile breakpoint: toasts sit at the bottom of a phone, top right on wider screens. */
const WIDE_SCREEN = '(min-width: 768px)';

/** Identifies the signed-in user to analytics once their profile is known (SPEC §4). */
function AnalyticsIdentity() {
  const { data: me } = useMe();
  const distinctId = me?.distinct_id;
  const analyticsId = me?.analytics_id;
  useEffect(() => {
    if (distinctId) identify(distinctId, analyticsId);
  }, [distinctId, analyticsId]);
  return null;
}

export type AppProvidersProps = {
  children: ReactNode;
  /** What a server-rendered page fetched, handed to the client cache so it is not fetched again. */
  dehydratedState?: DehydratedState | null;
};

export function AppProviders({ children, dehydratedState }: AppProvidersProps) {
  // One cache per app instance: never shared between the requests a server renders.
  const [queryClient] = useState(createQueryClient);
  const { locale } = useRouter();
  // Set while rendering, not in an effect, so the children's first requests already carry it.
  setApiLocale(toLocale(locale));
  const wide = useMediaQuery(WIDE_SCREEN);

  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        <AuthProvider>
          <AuthDialogProvider>
            {children}
            {analyticsEnabled && <AnalyticsIdentity />}
            {analyticsEnabled && <ConsentBanner />}
            <Toaster duration={4000} visibleToasts={3} richColors={false} position={wide ? 'top-right' : 'bottom-center'} />
          </AuthDialogProvider>
        </AuthProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

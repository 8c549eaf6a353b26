import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { ensureIdentity, useAuth } from '../lib/auth/auth-context';
import { useAuthDialog } from '../lib/auth/auth-dialog-context';
import { QueryLayer } from '../lib/query-layer';
import { dialogForQuery } from './continue-url-dialog';

export type ProtectionMode = 'redirect' | 'dialog';

/**
 * The client guard of signed-in screens (the API checks every call on its own). A guest gets the
 * sign-in dialog; in redirect mode they are sent home with `continueUrl`, where the dialog opens
 * and, on success, brings them back; `?invited=<address>` opens it on the sign-up with
 * that address filled in. Signing out on a redirect-mode screen goes home.
 */
export function ProtectedRoute({ mode, children }: { mode: ProtectionMode; children: ReactNode }) {
  const { status } = useAuth();
  const { open } = useAuthDialog();
  const router = useRouter();
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (status === 'authenticated') wasSignedIn.current = true;
    // Until the identity SDK has answered, a "guest" may be a user whose session is not read yet.
    if (!ensureIdentity() || status !== 'guest' || !router.isReady) return;
    const dialog = dialogForQuery(router.query);
    if (mode === 'dialog') {
      open(dialog);
      return;
    }
    if (wasSignedIn.current) {
      void router.replace('/');
      return;
    }
    // The home page opens the dialog from its own query (invited address included): opened here,
    // a quick sign-in could land before the query carries `continueUrl` and never come back.
    const { invited } = router.query;
    void router.replace({
      pathname: '/',
      query: {
        continueUrl: withoutInvited(router.asPath),
        ...(typeof invited === 'string' ? { invited } : {}),
      },
    });
    // Not on `router` itself: it changes as it navigates, and reacting to that would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, mode, open, router.isReady]);

  if (status !== 'authenticated') return <ProtectedPlaceholder />;
  // Signed-in screens read through the query cache, which public pages do without.
  return <QueryLayer>{children}</QueryLayer>;
}

/** The path to come back to, without the invitation's address (it has done its work). */
function withoutInvited(asPath: string): string {
  const url = new URL(asPath, 'http://nook.invalid');
  url.searchParams.delete('invited');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Holds the screen's place while auth is unknown or refused, so nothing jumps when it resolves. */
function ProtectedPlaceholder() {
  return <div className="min-h-[60vh]" aria-busy="true" />;
}

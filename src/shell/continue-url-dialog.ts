import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { useAuthDialog } from '../lib/auth/auth-dialog-context';

/**
 * The home page's half of the redirect: a guest arriving with `continueUrl` gets the sign-in
 * dialog (it reads continueUrl itself to go on after success).
 */
export function useContinueUrlDialog(): void {
  const { status } = useAuth();
  const { open } = useAuthDialog();
  const { query, isReady } = useRouter();
  const continueUrl = query.continueUrl;
  useEffect(() => {
    if (isReady && status === 'guest' && typeof continueUrl === 'string') open();
  }, [isReady, status, continueUrl, open]);
}

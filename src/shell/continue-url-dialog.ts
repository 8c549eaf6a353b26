import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { useAuthDialog, type OpenAuthDialogOptions } from '../lib/auth/auth-dialog-context';

/**
 * How the sign-in dialog opens for a page's query: an invitation's link names the invited address
 * (`?invited=<address>`), and someone new to the product signs up with it; otherwise, signing in.
 */
export function dialogForQuery(
  query: Record<string, string | string[] | undefined>,
): OpenAuthDialogOptions | undefined {
  const invited = query.invited;
  return typeof invited === 'string' && invited.includes('@')
    ? { tab: 'register', email: invited }
    : undefined;
}

/**
 * The home page's half of the redirect: a guest arriving with `continueUrl` gets the sign-in
 * dialog (it reads continueUrl itself to go on after success).
 */
export function useContinueUrlDialog(): void {
  const { status } = useAuth();
  const { open } = useAuthDialog();
  const { query, isReady } = useRouter();
  const continueUrl = query.continueUrl;
  const invited = query.invited;
  useEffect(() => {
    if (isReady && status === 'guest' && typeof continueUrl === 'string') open(dialogForQuery({ invited }));
  }, [isReady, status, continueUrl, invited, open]);
}

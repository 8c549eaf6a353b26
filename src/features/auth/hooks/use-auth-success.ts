import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { identify, track } from '../../../lib/analytics';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { getMe } from '../../../lib/me/get-me';
import { emitAuthEvent, LOGIN_SUCCESS_EVENT, REGISTER_SUCCESS_EVENT, safeContinueUrl } from '../auth-events';
import type { SignInOutcome } from '../identity/identity-actions';

/** What follows a successful sign-in or sign-up (docs/product.md §4): close, announce, track, go on. */
export function useAuthSuccess(): (outcome: SignInOutcome) => void {
  const router = useRouter();
  const { close } = useAuthDialog();

  return useCallback(
    (outcome: SignInOutcome) => {
      close();
      const detail = { method: outcome.method };
      if (!outcome.isNewUser) {
        emitAuthEvent(LOGIN_SUCCESS_EVENT, detail);
        track('login', detail);
        const continueUrl = safeContinueUrl(router.query.continueUrl);
        if (continueUrl) void router.push(continueUrl);
        return;
      }
      emitAuthEvent(REGISTER_SUCCESS_EVENT, detail);
      // GET /me also creates the user on our side; its analytics id goes with the register event.
      getMe()
        .then((me) => identify(me.distinct_id, me.analytics_id))
        .catch(() => {
          // The API client has logged and reported it; the account exists, the event still counts.
        })
        .finally(() => track('register', detail));
    },
    [close, router],
  );
}

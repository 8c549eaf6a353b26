import { useRouter } from 'next/router';
import { useCallback } from 'react';
import type { Locale } from '../../../domain/money';
import { useAuth } from '../../../lib/auth/auth-context';
import { useUpdateMe } from '../../../lib/me/update-me';

// Module state, i.e. one per page load: a reload is a new session for the profile-locale check.
let chosenThisSession = false;

/** True once the user picked a language themself: the profile's locale must not override it. */
export function languageChosenThisSession(): boolean {
  return chosenThisSession;
}

/**
 * SPEC §4: the new locale is pushed to the route (same page, other language); a signed-in
 * user's choice is also saved on their profile, which refreshes the user.
 */
export function useChangeLanguage(): (locale: Locale) => void {
  const router = useRouter();
  const { status } = useAuth();
  const { mutate: updateMe } = useUpdateMe();
  return useCallback(
    (locale: Locale) => {
      if (locale === router.locale) return;
      chosenThisSession = true;
      if (status === 'authenticated') updateMe({ locale });
      const { pathname, query, asPath } = router;
      void router.push({ pathname, query }, asPath, { locale });
    },
    [router, status, updateMe],
  );
}

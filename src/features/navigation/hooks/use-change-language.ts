import { useRouter } from 'next/router';
import { useCallback } from 'react';
import type { Locale } from '../../../domain/money';

// Module state, i.e. one per page load: a reload is a new session for the profile-locale check.
let chosenThisSession = false;

/** True once the user picked a language themself: the profile's locale must not override it. */
export function languageChosenThisSession(): boolean {
  return chosenThisSession;
}

/**
 * docs/product.md §4: the new locale is pushed to the route (same page, other language).
 * `saveToProfile`, given by the signed-in user's menu, also saves the choice on their profile.
 */
export function useChangeLanguage(saveToProfile?: (locale: Locale) => void): (locale: Locale) => void {
  const router = useRouter();
  return useCallback(
    (locale: Locale) => {
      if (locale === router.locale) return;
      chosenThisSession = true;
      saveToProfile?.(locale);
      const { pathname, query, asPath } = router;
      void router.push({ pathname, query }, asPath, { locale });
    },
    [router, saveToProfile],
  );
}

import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { languageChosenThisSession } from './use-change-language';

// Once per page load and per signed-in user, so that moving between languages afterwards is free.
let checkedThisSession = false;

/**
 * docs/product.md §4: a signed-in user whose profile is in another language than the page is taken
 * to the same page in the profile's language, unless they just chose the page's language themself.
 */
export function useProfileLocaleRedirect(profileLocale: string | undefined): void {
  const router = useRouter();
  const { status } = useAuth();

  useEffect(() => {
    // Someone else may sign in next, with their own language.
    if (status === 'guest') checkedThisSession = false;
    if (status !== 'authenticated' || !profileLocale || !router.isReady || checkedThisSession) return;
    checkedThisSession = true;
    if (languageChosenThisSession() || profileLocale === router.locale) return;
    const { pathname, query, asPath } = router;
    void router.replace({ pathname, query }, asPath, { locale: profileLocale });
  }, [status, profileLocale, router]);
}

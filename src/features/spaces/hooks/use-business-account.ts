import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';

// The account's reader comes with the query library: fetched for signed-in visitors only, after
// the page, as the other signed-in widgets of public pages are.
const loadAccountReader = () => import('../../../lib/account/get-account');

/**
 * Whether the signed-in visitor's account is a business one, whose prices read HT first
 * (docs/business-rules.md §4). The space page is public and has no query cache, so GET /account is
 * asked here once the session is known. A guest, the moment before the answer and a failed read all
 * see what a consumer sees: TTC first.
 */
export function useBusinessAccount(): boolean {
  const { status, user } = useAuth();
  const uid = status === 'authenticated' ? (user?.uid ?? null) : null;
  // Kept with the user it is about, so that another user signing in never sees the last one's.
  const [answer, setAnswer] = useState<{ uid: string; business: boolean } | null>(null);

  useEffect(() => {
    if (!uid) return;
    const controller = new AbortController();
    loadAccountReader()
      .then(({ getAccount }) => getAccount(controller.signal))
      .then((account) => setAnswer({ uid, business: account.business }))
      // Unanswered (offline, aborted): the consumer's view stays, TTC first as catalogue prices are.
      .catch(() => undefined);
    return () => controller.abort();
  }, [uid]);

  return answer !== null && answer.uid === uid && answer.business;
}

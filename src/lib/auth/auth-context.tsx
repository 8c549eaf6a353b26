import type { User } from 'firebase/auth';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setIdTokenGetter } from '../api-session';
import { getFirebaseAuth } from '../firebase';
import type { AuthState, AuthStatus, IdentityUser } from './auth-types';

/** SPEC §9: a token is renewed from 5 minutes before it expires (Firebase alone waits until 30 s). */
const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
const syncUrl = process.env.NEXT_PUBLIC_AUTH_SYNC_URL || undefined;

// One identity session per tab, shared by React and by code outside it (the API client).
let currentUser: User | null = null;
let settled = false;
let markSettled = () => {};
const firstResult = new Promise<void>((resolve) => {
  markSettled = resolve;
});
let refreshing: Promise<string> | undefined;

// Told when another user (or nobody) takes the place of the signed-in one, e.g. to empty caches.
const identityListeners = new Set<() => void>();

/** Calls `listener` each time the signed-in user changes (sign-in, sign-out, another account). */
export function onIdentityChange(listener: () => void): () => void {
  identityListeners.add(listener);
  return () => identityListeners.delete(listener);
}

/**
 * The signed-in user's ID token, or null for a guest. Waits for the first auth-state result so
 * that a call made while the session is restored still carries the user's token.
 */
export async function currentIdToken(): Promise<string | null> {
  await firstResult;
  const user = currentUser;
  if (!user) return null;
  const { token, expirationTime } = await user.getIdTokenResult();
  if (Date.parse(expirationTime) - Date.now() > TOKEN_REFRESH_MARGIN_MS) return token;
  // Calls made together share one refresh.
  refreshing ??= user.getIdToken(true).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

function toIdentityUser(user: User): IdentityUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    isAnonymous: user.isAnonymous,
    providerData: user.providerData.map(({ providerId, email }) => ({ providerId, email })),
  };
}

/** Optional server session (NEXT_PUBLIC_AUTH_SYNC_URL): told each new token, and the sign-out. */
function syncToken(user: User | null, previous: User | null): void {
  if (!syncUrl) return;
  const url = syncUrl;
  const request = user
    ? user.getIdToken().then((token) => fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, credentials: 'include' }))
    : previous
      ? fetch(url, { method: 'DELETE', credentials: 'include' })
      : undefined;
  request?.catch((error: unknown) => console.warn('auth token sync failed', error));
}

type Session = { status: AuthStatus; user: IdentityUser | null };

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // The server and the first client render agree on 'loading'; Firebase starts after hydration.
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    setIdTokenGetter(currentIdToken);

    const onUser = (user: User | null) => {
      const previous = currentUser;
      // The first result only restores the session: the cache already holds that visitor's data.
      const changed = settled && (previous?.uid ?? null) !== (user?.uid ?? null);
      currentUser = user;
      settled = true;
      markSettled();
      // A transition: not urgent, so it never interrupts the page's hydration or a user's input.
      startTransition(() => setSession({ status: user ? 'authenticated' : 'guest', user: user ? toIdentityUser(user) : null }));
      if (changed) for (const listener of identityListeners) listener();
      syncToken(user, previous);
    };

    Promise.all([getFirebaseAuth(), import('firebase/auth')])
      .then(([auth, { onIdTokenChanged }]) => {
        if (active) unsubscribe = onIdTokenChanged(auth, onUser);
      })
      .catch((error: unknown) => {
        // Without the identity SDK the visitor can still browse, as a guest. (Error reporting's
        // code is loaded only when there is something to report.)
        void import('../monitoring').then(({ captureException, isIgnoredError }) => {
          if (!isIgnoredError(error)) captureException(error, { during: 'auth start' });
        });
        if (active) onUser(null);
      });

    return () => {
      active = false;
      unsubscribe?.();
      setIdTokenGetter(null);
    };
  }, []);

  const signOut = useCallback(async () => {
    const [auth, { signOut: firebaseSignOut }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
    await firebaseSignOut(auth);
    // SPEC §4: logging out resets analytics (its code is loaded only now, when it is needed).
    const analytics = await import('../analytics');
    analytics.reset();
  }, []);

  const value = useMemo<AuthState>(() => ({ ...session, getIdToken: currentIdToken, signOut }), [session, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}

/** The identity-provider user, or null while loading and for a guest. */
export function useIdentity(): IdentityUser | null {
  return useAuth().user;
}

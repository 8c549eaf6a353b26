import type { User } from 'firebase/auth';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { setIdTokenGetter } from '../api-session';
import { getFirebaseAuth, isFirebaseAuthRequested, onFirebaseAuthRequested } from '../firebase';
import type { AuthState, AuthStatus, IdentityUser } from './auth-types';
import { writeSessionCookie } from './session-cookie';

/** docs/product.md §9: a token is renewed from 5 minutes before it expires (Firebase alone waits until 30 s). */
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

/*
 * The identity SDK is a large script, and most visitors of a public page have never signed in:
 * for them it is not loaded at all until they open the sign-in dialog or a signed-in screen. A
 * flag in localStorage remembers that this browser holds a session, so a returning user's
 * session is restored on every page as soon as the page has hydrated.
 */
const SESSION_HINT_KEY = 'nook:session';
let identityAnswered = false;
let startIdentity: (() => void) | undefined;
let startRequested = false;

function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage refused (private mode, policy): assume a session may exist and look for it.
    return true;
  }
}

function rememberSession(signedIn: boolean): void {
  // The server's side of the same hint: signed-in pages are not kept by shared caches.
  writeSessionCookie(signedIn);
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage the SDK simply starts on every page.
  }
}

/**
 * Starts the identity SDK if it is not running yet: the sign-in dialog and signed-in screens call
 * it. True once the SDK has told who is signed in; until then a screen should wait for it.
 */
export function ensureIdentity(): boolean {
  if (identityAnswered) return true;
  if (startIdentity) startIdentity();
  else startRequested = true;
  return false;
}

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
  const { token, expirationTime, claims } = await user.getIdTokenResult();
  // Verified since this token was made (the link opened elsewhere, seen when the user was reloaded):
  // the API decides invitations on the token's claim, so it must say so too.
  const staleVerification = user.emailVerified && claims.email_verified !== true;
  if (!staleVerification && Date.parse(expirationTime) - Date.now() > TOKEN_REFRESH_MARGIN_MS) return token;
  // Calls made together share one refresh.
  refreshing ??= user.getIdToken(true).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Asks the identity provider again whether the signed-in user's e-mail is verified (the link may
 * have been opened in another tab or on a phone). Once it is, a fresh ID token carries it to the
 * API and the session updates; no new sign-in is needed.
 */
export async function refreshEmailVerification(): Promise<boolean> {
  const user = currentUser;
  if (!user) return false;
  if (user.emailVerified) return true;
  await user.reload();
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
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
    ? user.getIdToken().then((token) =>
        fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          credentials: 'include',
        }),
      )
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
      identityAnswered = true;
      rememberSession(user !== null);
      const previous = currentUser;
      // The first result only restores the session: the cache already holds that visitor's data.
      const changed = settled && (previous?.uid ?? null) !== (user?.uid ?? null);
      currentUser = user;
      settled = true;
      markSettled();
      // A transition: not urgent, so it never interrupts the page's hydration or a user's input.
      startTransition(() =>
        setSession({ status: user ? 'authenticated' : 'guest', user: user ? toIdentityUser(user) : null }),
      );
      if (changed) for (const listener of identityListeners) listener();
      syncToken(user, previous);
    };

    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      // A visitor taken for a guest is "loading" again until the SDK has answered.
      setSession((current) => (current.status === 'guest' ? { status: 'loading', user: null } : current));
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
    };
    startIdentity = start;
    // Whatever loads the SDK (a sign-in form, a signed-in screen) also starts following the session.
    const stopFollowing = onFirebaseAuthRequested(start);

    // Signing in in another tab of this browser signs this one in too: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_KEY && event.newValue === '1') start();
    };
    window.addEventListener('storage', onStorage);

    if (startRequested || isFirebaseAuthRequested() || hasSessionHint()) {
      start();
    } else {
      // Never signed in here: a guest, without loading the SDK. API calls go out without a token.
      settled = true;
      markSettled();
      startTransition(() => setSession({ status: 'guest', user: null }));
    }

    return () => {
      active = false;
      startIdentity = undefined;
      stopFollowing();
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
      setIdTokenGetter(null);
    };
  }, []);

  const signOut = useCallback(async () => {
    const [auth, { signOut: firebaseSignOut }] = await Promise.all([
      getFirebaseAuth(),
      import('firebase/auth'),
    ]);
    await firebaseSignOut(auth);
    // docs/product.md §4: logging out resets analytics (its code is loaded only now, when it is
    // needed).
    const analytics = await import('../analytics');
    analytics.reset();
  }, []);

  const value = useMemo<AuthState>(
    () => ({ ...session, getIdToken: currentIdToken, signOut }),
    [session, signOut],
  );
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

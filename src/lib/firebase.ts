import type { Auth } from 'firebase/auth';

/**
 * Firebase Auth, loaded on first use only: the SDK is a large chunk and no public page needs it
 * to show its content. Without a configured project it talks to the local auth emulator.
 */
const firebaseConfig = {
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY || 'demo-key',
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN || undefined,
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID || 'demo-cosy-spaces',
};
const emulatorHost = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined;

let auth: Promise<Auth> | undefined;

async function initAuth(): Promise<Auth> {
  const [
    { getApp, getApps, initializeApp },
    { browserLocalPersistence, connectAuthEmulator, getAuth, indexedDBLocalPersistence, initializeAuth },
  ] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  // Hot reload re-runs this module while Firebase keeps its app: reuse it instead of throwing.
  const reused = getApps().length > 0;
  const app = reused ? getApp() : initializeApp(firebaseConfig);
  // Its network timeout is already docs/product.md §9's 30 s (60 s on mobile) and the SDK offers no
  // setting for it. Unlike getAuth, no popup/redirect resolver: that one loads Google's api.js on
  // every page; the Google and Apple buttons pass browserPopupRedirectResolver when they are
  // pressed.
  const instance = reused
    ? getAuth(app)
    : initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulatorHost && !instance.emulatorConfig)
    connectAuthEmulator(instance, `http://${emulatorHost}`, { disableWarnings: true });
  return instance;
}

const requestListeners = new Set<() => void>();

/** Calls `listener` whenever the SDK is asked for, e.g. by a sign-in, so the session can follow it. */
export function onFirebaseAuthRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Whether something has asked for the SDK already. */
export const isFirebaseAuthRequested = (): boolean => auth !== undefined;

/** The app's Auth instance; the first call downloads and initialises the SDK. */
export function getFirebaseAuth(): Promise<Auth> {
  if (!auth) {
    auth = initAuth().catch((error: unknown) => {
      // A failed chunk download (e.g. offline) may succeed on the next attempt.
      auth = undefined;
      throw error;
    });
    for (const listener of requestListeners) listener();
  }
  return auth;
}

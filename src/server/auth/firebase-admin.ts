import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Identity } from '../core/context';
import { assertSafeConfig } from '../env';

let instance: Auth | undefined;

/**
 * firebase-admin for the configured project. With FIREBASE_AUTH_EMULATOR_HOST set it accepts the
 * emulator's unsigned tokens, so the configuration is checked again before the first use (the
 * server already refused to start with an unsafe one).
 */
function auth(): Auth {
  if (!instance) {
    const env = assertSafeConfig();
    instance = getAuth(getApps()[0] ?? initializeApp({ projectId: env.FIREBASE_PROJECT_ID }));
  }
  return instance;
}

export async function verifyFirebaseIdToken(token: string): Promise<Identity> {
  // Revocation checked: a signed-out-everywhere, disabled or deleted identity's tokens stop at once.
  const decoded = await auth().verifyIdToken(token, true);
  if (!decoded.email)
    throw Object.assign(new Error('The identity has no e-mail address.'), { code: 'auth/no-email' });
  return {
    uid: decoded.uid,
    email: decoded.email,
    emailVerified: decoded.email_verified === true,
    name: typeof decoded.name === 'string' ? decoded.name : undefined,
    picture: decoded.picture,
  };
}

/** Removes the identity itself, so that a deleted account cannot sign in again. */
export async function deleteFirebaseUser(uid: string): Promise<void> {
  try {
    await auth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

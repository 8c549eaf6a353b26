import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Identity } from '../api/context';
import { assertSafeIdentityConfig, serverEnv } from '../env';

/**
 * firebase-admin for the configured project. With FIREBASE_AUTH_EMULATOR_HOST set it accepts the
 * emulator's unsigned tokens, so a deployed server refuses to start with that variable.
 */
function auth() {
  const env = serverEnv();
  assertSafeIdentityConfig(env);
  const app = getApps()[0] ?? initializeApp({ projectId: env.FIREBASE_PROJECT_ID });
  return getAuth(app);
}

export async function verifyFirebaseIdToken(token: string): Promise<Identity> {
  const decoded = await auth().verifyIdToken(token);
  if (!decoded.email) throw Object.assign(new Error('The identity has no e-mail address.'), { code: 'auth/no-email' });
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

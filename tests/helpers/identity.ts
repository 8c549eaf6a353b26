import { randomUUID } from 'node:crypto';
import { EMULATOR_PROJECT_ID } from '../../scripts/lib/auth-emulator';

export type TestIdentity = { uid: string; email: string; token: string; password: string };

/**
 * A call to the auth emulator, on a connection of its own. The emulator closes a kept-alive
 * connection after 5 s idle; a call sent on it at that moment fails with "other side closed" (seen
 * in CI on a loaded machine), and a sign-up cannot simply be sent again.
 */
export function emulatorFetch(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}${path}`, {
    ...init,
    headers: { ...init.headers, connection: 'close' },
  });
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await emulatorFetch(`/identitytoolkit.googleapis.com/v1/${path}?key=test-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`identity ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A real account on the auth emulator and a real ID token for it. Its e-mail is verified, as a
 * person's is once they opened the provider's link (or signed in with Google or Apple); `verified:
 * false` leaves it as a fresh e-mail/password sign-up.
 */
export async function signUp(
  email = uniqueEmail(),
  password = 'Secret123',
  { verified = true } = {},
): Promise<TestIdentity> {
  const result = await post<{ localId: string; idToken: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  if (!verified) return { uid: result.localId, email, token: result.idToken, password };
  await verifyEmail(result.localId);
  return signIn(email, password);
}

/** What opening the verification link does: the token signed in after it says email_verified. */
export async function verifyEmail(uid: string): Promise<void> {
  const response = await emulatorFetch(
    `/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    },
  );
  if (!response.ok) throw new Error(`identity accounts:update: ${response.status} ${await response.text()}`);
}

export async function signIn(email: string, password: string): Promise<TestIdentity> {
  const result = await post<{ localId: string; idToken: string }>('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: result.localId, email, token: result.idToken, password };
}

export const EMULATOR_PROJECT = EMULATOR_PROJECT_ID;

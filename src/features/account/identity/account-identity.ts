import type { TotpSecret, User } from 'firebase/auth';
import { getFirebaseAuth } from '../../../lib/firebase';

/**
 * What the account screens ask the identity provider: a fresh sign-in before sensitive changes, a
 * new password, and the authenticator-app second factor. The SDK is loaded on demand.
 */
async function firebase() {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
  return { auth, sdk };
}

async function signedInUser() {
  const { auth, sdk } = await firebase();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Nobody is signed in.'), { code: 'auth/user-token-expired' });
  return { user: user satisfies User, sdk };
}

/** Proves it is still the same person (Firebase's `requires-recent-login`), with their password. */
export async function reauthenticateWithPassword(password: string): Promise<void> {
  const { user, sdk } = await signedInUser();
  if (!user.email)
    throw Object.assign(new Error('No e-mail to sign in with.'), { code: 'auth/invalid-credential' });
  await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
}

export async function changePassword(current: string, next: string): Promise<void> {
  await reauthenticateWithPassword(current);
  const { user, sdk } = await signedInUser();
  await sdk.updatePassword(user, next);
}

export type TotpFactor = { uid: string; displayName: string | null; enrollmentTime: string };

/** The authenticator apps enrolled as a second factor. */
export async function totpFactors(): Promise<TotpFactor[]> {
  const { user, sdk } = await signedInUser();
  return sdk
    .multiFactor(user)
    .enrolledFactors.filter((factor) => factor.factorId === sdk.TotpMultiFactorGenerator.FACTOR_ID)
    .map(({ uid, displayName, enrollmentTime }) => ({
      uid,
      displayName: displayName ?? null,
      enrollmentTime,
    }));
}

export type TotpEnrollment = {
  secret: TotpSecret;
  secretKey: string;
  hashingAlgorithm: string;
  codeLength: number;
  periodSeconds: number;
  /** The identity service's deadline for the first code (ISO date). */
  finalizeBy: string;
  /** otpauth:// URL for the QR code. */
  url: string;
};

/** Starts an enrollment: the identity service hands out a shared secret and its parameters. */
export async function startTotpEnrollment(issuer: string): Promise<TotpEnrollment> {
  const { user, sdk } = await signedInUser();
  const session = await sdk.multiFactor(user).getSession();
  const secret = await sdk.TotpMultiFactorGenerator.generateSecret(session);
  return {
    secret,
    secretKey: secret.secretKey,
    hashingAlgorithm: secret.hashingAlgorithm,
    codeLength: secret.codeLength,
    periodSeconds: secret.codeIntervalSeconds,
    finalizeBy: secret.enrollmentCompletionDeadline,
    url: secret.generateQrCodeUrl(user.email ?? user.uid, issuer),
  };
}

/** Finalizes the enrollment with a code from the app. */
export async function finishTotpEnrollment(
  enrollment: TotpEnrollment,
  code: string,
  displayName: string,
): Promise<void> {
  const { user, sdk } = await signedInUser();
  const assertion = sdk.TotpMultiFactorGenerator.assertionForEnrollment(enrollment.secret, code);
  await sdk.multiFactor(user).enroll(assertion, displayName);
}

export async function unenrollTotp(factorUid: string): Promise<void> {
  const { user, sdk } = await signedInUser();
  await sdk.multiFactor(user).unenroll(factorUid);
}

/**
 * Asks the identity provider to move the sign-in to another address: it sends a link there and
 * changes the address once it is followed; the profile follows on the next call to the API.
 */
export async function requestEmailChange(password: string, email: string, locale: string): Promise<void> {
  await reauthenticateWithPassword(password);
  const { auth, sdk } = await firebase();
  const { user } = await signedInUser();
  auth.languageCode = locale;
  await sdk.verifyBeforeUpdateEmail(user, email);
}

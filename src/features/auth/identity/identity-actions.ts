import type { AuthProvider, MultiFactorError, MultiFactorResolver, UserCredential } from 'firebase/auth';
import { getFirebaseAuth } from '../../../lib/firebase';
import { isProduction } from '../../../lib/public-env';

/**
 * The identity provider's sign-in operations used by the dialog. The Firebase SDK is imported on
 * demand: it is only needed once someone actually signs in.
 */
export type IdentityProviderName = 'google' | 'apple';
export type SignInOutcome = { isNewUser: boolean; method: 'password' | IdentityProviderName };

const emulatorHost = process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST || undefined;

/** Google and Apple popups cannot reach the local emulator: a local chooser stands in, never in production. */
export const usesLocalProviders = Boolean(emulatorHost) && !isProduction;

async function firebase() {
  const [auth, sdk] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
  return { auth, sdk };
}

async function outcomeOf(
  credential: UserCredential,
  method: SignInOutcome['method'],
): Promise<SignInOutcome> {
  const { sdk } = await firebase();
  return { isNewUser: sdk.getAdditionalUserInfo(credential)?.isNewUser ?? false, method };
}

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  const { auth, sdk } = await firebase();
  return outcomeOf(await sdk.signInWithEmailAndPassword(auth, email, password), 'password');
}

export async function registerWithPassword(
  email: string,
  password: string,
  locale: string,
): Promise<SignInOutcome> {
  const { auth, sdk } = await firebase();
  // The verification and reset e-mails Firebase sends follow this language.
  auth.languageCode = locale;
  const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
  // docs/business-rules.md §5: the address counts once its owner opened this link. The account
  // exists whatever happens to the e-mail; the banner offers to send it again.
  await sdk
    .sendEmailVerification(credential.user)
    .catch((error: unknown) => console.warn('verification e-mail not sent', error));
  return outcomeOf(credential, 'password');
}

/** Sends the identity provider's verification e-mail again, in the user's language. */
export async function resendEmailVerification(locale: string): Promise<void> {
  const { auth, sdk } = await firebase();
  if (!auth.currentUser) return;
  auth.languageCode = locale;
  await sdk.sendEmailVerification(auth.currentUser);
}

export async function sendPasswordReset(email: string, locale: string): Promise<void> {
  const { auth, sdk } = await firebase();
  auth.languageCode = locale;
  await sdk.sendPasswordResetEmail(auth, email);
}

/** Google or Apple through the provider's own popup (a real Firebase project only). */
export async function signInWithProviderPopup(
  name: IdentityProviderName,
  locale: string,
): Promise<SignInOutcome> {
  const { auth, sdk } = await firebase();
  auth.languageCode = locale;
  let provider: AuthProvider;
  if (name === 'google') {
    provider = new sdk.GoogleAuthProvider();
  } else {
    const apple = new sdk.OAuthProvider('apple.com');
    apple.addScope('email');
    apple.addScope('name');
    apple.setCustomParameters({ locale });
    provider = apple;
  }
  return outcomeOf(await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver), name);
}

export type LocalIdentity = { email: string; name: string };

/**
 * Local development only: the auth emulator accepts an unsigned JSON ID token as a Google or
 * Apple credential, so the provider flows (new user, returning user) work offline.
 */
export async function signInWithLocalProvider(
  name: IdentityProviderName,
  identity: LocalIdentity,
): Promise<SignInOutcome> {
  if (!usesLocalProviders) throw new Error('Local identity providers only exist against the auth emulator.');
  const { auth, sdk } = await firebase();
  const email = identity.email.trim().toLowerCase();
  // One stable subject per e-mail: signing in again finds the same account.
  const idToken = JSON.stringify({
    sub: `local-${name}-${email}`,
    email,
    email_verified: true,
    name: identity.name.trim(),
  });
  const credential =
    name === 'google'
      ? sdk.GoogleAuthProvider.credential(idToken)
      : new sdk.OAuthProvider('apple.com').credential({ idToken });
  return outcomeOf(await sdk.signInWithCredential(auth, credential), name);
}

/** A password sign-in that waits for the authenticator app's code (docs/product.md §5: enrollment id and code). */
export type TotpChallenge = { resolver: MultiFactorResolver; enrollmentId: string };

/** The TOTP challenge behind `auth/multi-factor-auth-required`, or undefined for any other failure. */
export async function totpChallengeOf(error: unknown): Promise<TotpChallenge | undefined> {
  if (
    typeof error !== 'object' ||
    error === null ||
    !('code' in error) ||
    error.code !== 'auth/multi-factor-auth-required'
  )
    return undefined;
  const { auth, sdk } = await firebase();
  const resolver = sdk.getMultiFactorResolver(auth, error as MultiFactorError);
  const hint = resolver.hints.find((factor) => factor.factorId === sdk.TotpMultiFactorGenerator.FACTOR_ID);
  return hint ? { resolver, enrollmentId: hint.uid } : undefined;
}

/** Finishes the sign-in with the code (multi-factor finalize with the enrollment id). */
export async function resolveTotpSignIn(challenge: TotpChallenge, code: string): Promise<SignInOutcome> {
  const { sdk } = await firebase();
  const assertion = sdk.TotpMultiFactorGenerator.assertionForSignIn(challenge.enrollmentId, code);
  return outcomeOf(await challenge.resolver.resolveSignIn(assertion), 'password');
}

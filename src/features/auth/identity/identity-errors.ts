/**
 * docs/product.md §8: identity errors are shown from errors:firebase.<code>, where Firebase's code
 * is "auth/<code>"; a code without a translation, or no code at all, reads errors:generic.
 */
export const GENERIC_ERROR_KEY = 'errors:generic';

// The user closed the provider's window or started another sign-in: nothing went wrong.
const USER_CANCELLED = ['popup-closed-by-user', 'cancelled-popup-request', 'user-cancelled'];

export function identityErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string')
    return undefined;
  return error.code.replace(/^auth\//, '');
}

/** Keys to try in order with i18next's `t` (the first that exists wins). */
export function identityErrorKeys(error: unknown): string[] {
  const code = identityErrorCode(error);
  return code ? [`errors:firebase.${code}`, GENERIC_ERROR_KEY] : [GENERIC_ERROR_KEY];
}

export function isCancelledByUser(error: unknown): boolean {
  const code = identityErrorCode(error);
  return code !== undefined && USER_CANCELLED.includes(code);
}

/** Window events the dialog emits (docs/product.md §4), for whoever needs to react outside React's tree. */
export const LOGIN_SUCCESS_EVENT = 'auth:login-success';
export const REGISTER_SUCCESS_EVENT = 'auth:register-success';

export type AuthSuccessDetail = { method: 'password' | 'google' | 'apple' };

export function emitAuthEvent(
  name: typeof LOGIN_SUCCESS_EVENT | typeof REGISTER_SUCCESS_EVENT,
  detail: AuthSuccessDetail,
): void {
  window.dispatchEvent(new CustomEvent<AuthSuccessDetail>(name, { detail }));
}

/**
 * Only a path of this site is followed after sign-in: "?continueUrl=https://elsewhere" must not
 * turn the sign-in page into a redirector.
 */
export function safeContinueUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
}

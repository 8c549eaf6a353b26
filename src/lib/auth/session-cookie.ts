/**
 * A cookie that says "this browser holds a signed-in session", and nothing else: no token, no id.
 * The identity session itself lives in the browser (Firebase keeps it in IndexedDB) and never
 * reaches the server with a page request; this marker is how the server tells a guest, whose
 * public pages a shared cache may keep, from a signed-in user, whose pages it must not
 * (src/lib/public-cache.ts). It decides caching only: the server renders public pages as a
 * guest's whatever it says, and the API trusts only the ID token.
 */
export const SESSION_COOKIE = 'nook_session';

/** 400 days, the longest a browser keeps a cookie; renewed each time a session is restored. */
const MAX_AGE_S = 400 * 24 * 60 * 60;

/** Sets or clears the marker, beside the localStorage hint that starts the identity SDK. */
export function writeSessionCookie(signedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SESSION_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Whether a Cookie header carries the marker. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SESSION_COOKIE && value !== undefined && value !== '';
  });
}

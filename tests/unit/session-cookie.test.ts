// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { hasSessionCookie, SESSION_COOKIE, writeSessionCookie } from '../../src/lib/auth/session-cookie';

afterEach(() => writeSessionCookie(false));

it('marks the browser as holding a session, and unmarks it on sign-out', () => {
  writeSessionCookie(true);
  expect(document.cookie).toContain(`${SESSION_COOKIE}=1`);
  expect(hasSessionCookie(document.cookie)).toBe(true);
  writeSessionCookie(false);
  expect(document.cookie).not.toContain(SESSION_COOKIE);
  expect(hasSessionCookie(document.cookie)).toBe(false);
});

it('finds the marker among other cookies, and only under its own name', () => {
  expect(hasSessionCookie(`consent=1; ${SESSION_COOKIE}=1; theme=dark`)).toBe(true);
  expect(hasSessionCookie(`${SESSION_COOKIE}=`)).toBe(false);
  expect(hasSessionCookie(`x${SESSION_COOKIE}=1; ${SESSION_COOKIE}x=1`)).toBe(false);
  expect(hasSessionCookie(undefined)).toBe(false);
});

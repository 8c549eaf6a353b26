import { expect } from '@playwright/test';

// scripts/test.ts hands the app's environment to Playwright, the emulator's address included.
export const emulator = `http://${process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const EMULATOR_PROJECT = 'demo-cosy-spaces';
export const PASSWORD = 'Secret123';

type OobCode = { email: string; oobCode: string; requestType: string };

/** An e-mail/password account made on the identity provider; verified, as one long in use is, unless told otherwise. */
export async function createIdentity(email: string, { verified = true } = {}): Promise<string> {
  const response = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
  if (verified) {
    const { localId } = (await response.json()) as { localId: string };
    const update = await fetch(
      `${emulator}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT}/accounts:update`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId, emailVerified: true }),
      },
    );
    expect(update.ok).toBe(true);
  }
  return email;
}

/** A real ID token of an existing e-mail/password account, for calls to the API. */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** What the person does in their mailbox: opens the verification link the provider sent to `email`. */
export async function openVerificationLink(email: string): Promise<void> {
  let link: OobCode | undefined;
  await expect
    .poll(async () => {
      const codes = (await (
        await fetch(`${emulator}/emulator/v1/projects/${EMULATOR_PROJECT}/oobCodes`)
      ).json()) as { oobCodes: OobCode[] };
      link = codes.oobCodes
        .filter(
          (code) => code.email.toLowerCase() === email.toLowerCase() && code.requestType === 'VERIFY_EMAIL',
        )
        .at(-1);
      return Boolean(link);
    })
    .toBe(true);
  // What the link's page does: apply its code.
  const applied = await fetch(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode: link?.oobCode }),
  });
  expect(applied.ok).toBe(true);
}

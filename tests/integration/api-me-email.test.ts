import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../src/contracts/me';
import { startTestApi, type TestApi } from '../helpers/api';
import {
  emulatorFetch,
  signIn,
  signUp,
  uniqueEmail,
  verifyEmail,
  type TestIdentity,
} from '../helpers/identity';

/**
 * The identity provider changes the address (as after verifyBeforeUpdateEmail). That revokes the
 * sessions signed in before it, so the user signs in again with the new address, as in the app.
 */
async function changeEmail(identity: TestIdentity, email: string): Promise<TestIdentity> {
  const response = await emulatorFetch(
    `/identitytoolkit.googleapis.com/v1/accounts:update?key=test-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: identity.token, email, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
  // The link of verifyBeforeUpdateEmail proves the new address: it is verified once changed.
  await verifyEmail(identity.uid);
  return signIn(email, identity.password);
}

describe('v1 /me follows the identity provider’s e-mail', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('shows the new address once the identity provider has it', async () => {
    const alice = await signUp();
    const before = await api.request<Me>('GET', '/me', { token: alice.token });
    const moved = await changeEmail(alice, uniqueEmail('moved'));
    const after = await api.request<Me>('GET', '/me', { token: moved.token });
    expect(after.status).toBe(200);
    expect(after.body.id).toBe(before.body.id);
    expect(after.body.email).toBe(moved.email);
  });

  it('keeps the old address when someone here already has the new one (an invitation)', async () => {
    const [alice, admin] = await Promise.all([signUp(), signUp()]);
    await api.request<Me>('GET', '/me', { token: alice.token });
    const invited = uniqueEmail('invited');
    expect(
      (
        await api.request('POST', '/account/users', {
          token: admin.token,
          body: { email: invited, role: 'user' },
        })
      ).status,
    ).toBe(201);
    const clash = await changeEmail(alice, invited);
    const after = await api.request<Me>('GET', '/me', { token: clash.token });
    expect(after.status).toBe(200);
    expect(after.body.email).toBe(alice.email);
  });
});

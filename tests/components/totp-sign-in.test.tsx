// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bypass, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { signUp, type TestIdentity } from '../helpers/identity';

/**
 * Two-factor sign-in with an authenticator app, through the real Firebase SDK. The auth emulator
 * has no TOTP, so the Identity Toolkit's multi-factor endpoints are answered here the way the
 * identity service answers them; everything else (accounts, tokens, look-ups) is the emulator's.
 */
vi.stubEnv('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST', process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
const emulator = () => `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com`;
const ENROLLMENT_ID = 'totp-enrollment-1';
const SESSION_INFO = 'totp-session-1';

type Enrollment = { secret: string; deadline: number };
/** The identity service's side: the pending enrollment and the enrolled factor, per e-mail. */
let pending: Enrollment | null = null;
let enrolled: { email: string; secret: string; enrolledAt: string } | null = null;
let deadlineMs = 5 * 60_000;
const calls: { endpoint: string; body: Record<string, unknown> }[] = [];

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const isValid = (secret: string, code: unknown) =>
  typeof code === 'string' && totp(secret).validate({ token: code, window: 1 }) !== null;
/** A code the app would not show now. */
const wrongCode = (secret: string) => {
  const right = totp(secret).generate();
  return right === '000000' ? '111111' : '000000';
};
const refusal = (message: string) =>
  HttpResponse.json(
    { error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } },
    { status: 400 },
  );

/** Fresh real tokens for the account, from the emulator itself. */
async function realTokens(email: string, password: string) {
  const response = await fetch(
    bypass(`${emulator()}/v1/accounts:signInWithPassword?key=demo-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    }),
  );
  const json = (await response.json()) as {
    idToken: string;
    refreshToken: string;
    expiresIn: string;
    localId: string;
  };
  return json;
}

let identity: TestIdentity;

const mfaInfo = () =>
  enrolled
    ? [
        {
          mfaEnrollmentId: ENROLLMENT_ID,
          displayName: 'Application',
          enrolledAt: enrolled.enrolledAt,
          totpInfo: {},
        },
      ]
    : undefined;

const server = setupServer(
  http.post(/\/identitytoolkit\.googleapis\.com\/v2\/accounts\/mfaEnrollment:start$/, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ endpoint: 'mfaEnrollment:start', body });
    pending = { secret: new Secret({ size: 20 }).base32, deadline: Date.now() + deadlineMs };
    return HttpResponse.json({
      totpSessionInfo: {
        sharedSecretKey: pending.secret,
        verificationCodeLength: 6,
        hashingAlgorithm: 'SHA1',
        periodSec: 30,
        sessionInfo: SESSION_INFO,
        finalizeEnrollmentTime: new Date(pending.deadline).toISOString(),
      },
    });
  }),
  http.post(
    /\/identitytoolkit\.googleapis\.com\/v2\/accounts\/mfaEnrollment:finalize$/,
    async ({ request }) => {
      const body = (await request.json()) as {
        idToken: string;
        displayName: string;
        totpVerificationInfo: { sessionInfo: string; verificationCode: string };
      };
      calls.push({ endpoint: 'mfaEnrollment:finalize', body });
      if (!pending || body.totpVerificationInfo.sessionInfo !== SESSION_INFO)
        return refusal('INVALID_SESSION_INFO');
      if (Date.now() > pending.deadline) return refusal('SESSION_EXPIRED');
      if (!isValid(pending.secret, body.totpVerificationInfo.verificationCode))
        return refusal('INVALID_CODE');
      enrolled = { email: identity.email, secret: pending.secret, enrolledAt: new Date().toISOString() };
      pending = null;
      const tokens = await realTokens(identity.email, identity.password);
      return HttpResponse.json({ idToken: tokens.idToken, refreshToken: tokens.refreshToken });
    },
  ),
  http.post(
    /\/identitytoolkit\.googleapis\.com\/v2\/accounts\/mfaEnrollment:withdraw$/,
    async ({ request }) => {
      const body = (await request.json()) as { mfaEnrollmentId: string };
      calls.push({ endpoint: 'mfaEnrollment:withdraw', body });
      if (body.mfaEnrollmentId !== ENROLLMENT_ID) return refusal('MFA_ENROLLMENT_NOT_FOUND');
      enrolled = null;
      const tokens = await realTokens(identity.email, identity.password);
      return HttpResponse.json({ idToken: tokens.idToken, refreshToken: tokens.refreshToken });
    },
  ),
  // The emulator's own answer, with the factor the identity service would list.
  http.post(/\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup$/, async ({ request }) => {
    const real = (await (await fetch(bypass(request))).json()) as { users?: Record<string, unknown>[] };
    const info = mfaInfo();
    return HttpResponse.json({
      ...real,
      users: real.users?.map((user) =>
        info && user.email === enrolled?.email ? { ...user, mfaInfo: info } : user,
      ),
    });
  }),
  // The password is right; an enrolled account is asked for its second factor.
  http.post(/\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword$/, async ({ request }) => {
    const body = (await request.clone().json()) as { email: string };
    if (!enrolled || body.email !== enrolled.email) return fetch(bypass(request));
    const real = (await (await fetch(bypass(request))).json()) as { localId?: string; error?: unknown };
    if (!real.localId) return HttpResponse.json(real, { status: 400 });
    return HttpResponse.json({
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: real.localId,
      email: body.email,
      mfaPendingCredential: 'mfa-pending-1',
      mfaInfo: mfaInfo(),
    });
  }),
  http.post(/\/identitytoolkit\.googleapis\.com\/v2\/accounts\/mfaSignIn:finalize$/, async ({ request }) => {
    const body = (await request.json()) as {
      mfaPendingCredential: string;
      mfaEnrollmentId: string;
      totpVerificationInfo: { verificationCode: string };
    };
    calls.push({ endpoint: 'mfaSignIn:finalize', body });
    if (!enrolled || body.mfaPendingCredential !== 'mfa-pending-1')
      return refusal('INVALID_MFA_PENDING_CREDENTIAL');
    if (body.mfaEnrollmentId !== ENROLLMENT_ID) return refusal('MFA_ENROLLMENT_NOT_FOUND');
    if (!isValid(enrolled.secret, body.totpVerificationInfo.verificationCode)) return refusal('INVALID_CODE');
    const tokens = await realTokens(identity.email, identity.password);
    return HttpResponse.json({ idToken: tokens.idToken, refreshToken: tokens.refreshToken });
  }),
  http.get('*/api/v1/me', () =>
    HttpResponse.json({
      distinct_id: '7d1d6f4e-8f0a-4c43-9a53-0f9b8f1f2a11',
      analytics_id: '1f0c1c54-5d55-4a38-a1c0-6c0a1a1a2b22',
    }),
  ),
);
// Listening before the SDK is loaded: its Node build keeps the fetch it finds when it loads.
server.listen({ onUnhandledRequest: 'bypass' });
const { TotpSection } = await import('../../src/features/account/components/totp-section');
const { default: AuthDialog } = await import('../../src/features/auth/components/auth-dialog');
const { useAuthDialog } = await import('../../src/lib/auth/auth-dialog-context');
const { getFirebaseAuth } = await import('../../src/lib/firebase');
const { signInWithEmailAndPassword } = await import('firebase/auth');
const { renderWithI18n } = await import('../helpers/render-with-i18n');

afterEach(async () => {
  server.resetHandlers();
  pending = null;
  enrolled = null;
  deadlineMs = 5 * 60_000;
  calls.length = 0;
  await (await getFirebaseAuth()).signOut();
});
afterAll(() => server.close());

async function signedIn() {
  identity = await signUp();
  await signInWithEmailAndPassword(await getFirebaseAuth(), identity.email, identity.password);
}

/** The shared secret as the page shows it, read like someone typing it into their app. */
const shownSecret = () => screen.getByText('Clé secrète').nextElementSibling?.textContent ?? '';

async function startEnrollment() {
  const user = userEvent.setup();
  renderWithI18n(<TotpSection />);
  await user.click(
    await screen.findByRole('button', { name: 'Activer la double authentification' }, { timeout: 10_000 }),
  );
  expect(
    await screen.findByRole('img', {
      name: 'QR code à scanner avec votre application d’authentification'.replace('’', "'"),
    }),
  ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
  return user;
}

describe('enrolling an authenticator app', () => {
  it('shows the QR code, the secret and its parameters, refuses a wrong code, then enrolls with the right one and can turn it off', async () => {
    await signedIn();
    const user = await startEnrollment();
    const secret = shownSecret();
    expect(secret).toBe(pending?.secret);
    expect(screen.getByText('SHA1, 6 chiffres, toutes les 30 s')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: /^Code à usage unique/ });
    await user.type(code, wrongCode(secret));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(/Ce code n'est pas le bon/)).toBeInTheDocument();
    expect(enrolled).toBeNull();

    await user.clear(code);
    await user.type(code, totp(secret).generate());
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(
      await screen.findByText('Double authentification activée', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(enrolled?.secret).toBe(secret);
    const finalize = calls.filter((call) => call.endpoint === 'mfaEnrollment:finalize').at(-1);
    expect(finalize?.body).toMatchObject({
      displayName: "Application d'authentification",
      totpVerificationInfo: { sessionInfo: SESSION_INFO },
    });

    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(
      await screen.findByRole('button', { name: 'Activer la double authentification' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(enrolled).toBeNull();
  });

  it('says so when the code comes after the finalize deadline', async () => {
    deadlineMs = -1000;
    await signedIn();
    const user = await startEnrollment();
    await user.type(
      screen.getByRole('textbox', { name: /^Code à usage unique/ }),
      totp(shownSecret()).generate(),
    );
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(/Le délai est dépassé/)).toBeInTheDocument();
    expect(enrolled).toBeNull();
  });

  it('asks for a code before calling the identity service', async () => {
    await signedIn();
    const user = await startEnrollment();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(calls.filter((call) => call.endpoint === 'mfaEnrollment:finalize')).toEqual([]);
  });
});

function Opener() {
  const { open } = useAuthDialog();
  return (
    <button type="button" onClick={() => open()}>
      open-dialog
    </button>
  );
}

describe('signing in with an authenticator app', () => {
  it('asks for the code after the password, refuses a wrong one and signs in with the right one', async () => {
    identity = await signUp();
    const secret = new Secret({ size: 20 }).base32;
    enrolled = { email: identity.email, secret, enrolledAt: new Date().toISOString() };
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <Opener />
        <AuthDialog />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'open-dialog' }));
    await user.type(await screen.findByRole('textbox', { name: /^Adresse e-mail/ }), identity.email);
    await user.type(screen.getByLabelText(/^Mot de passe/, { selector: 'input' }), identity.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const code = await screen.findByRole('textbox', { name: /^Code à usage unique/ }, { timeout: 10_000 });
    expect(screen.getByText(/Votre compte est protégé par la double authentification/)).toBeInTheDocument();
    expect((await getFirebaseAuth()).currentUser).toBeNull();

    await user.type(code, wrongCode(secret));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Ce code n'est pas le bon/);
    expect((await getFirebaseAuth()).currentUser).toBeNull();

    await user.clear(code);
    await user.type(code, totp(secret).generate());
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(async () => expect((await getFirebaseAuth()).currentUser?.email).toBe(identity.email), {
      timeout: 10_000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const finalize = calls.filter((call) => call.endpoint === 'mfaSignIn:finalize');
    expect(finalize.at(-1)?.body).toMatchObject({
      mfaPendingCredential: 'mfa-pending-1',
      mfaEnrollmentId: ENROLLMENT_ID,
    });
  });
});

import { expect, it } from 'vitest';
import { assertSafeConfig } from '../../src/server/env';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

it('refuses to start a deployed server that would accept the emulator’s unsigned tokens', () => {
  expect(() => assertSafeConfig({ ...emulator, NEXT_PUBLIC_APP_ENV: 'prod' })).toThrow(/refusing to start/i);
  expect(() => assertSafeConfig({ ...emulator, NEXT_PUBLIC_APP_ENV: 'preprod' })).toThrow(
    /refusing to start/i,
  );
  expect(() => assertSafeConfig({ ...emulator, NEXT_PUBLIC_APP_ENV: 'local' })).not.toThrow();
  expect(() => assertSafeConfig({ NEXT_PUBLIC_APP_ENV: 'prod' })).not.toThrow();
});

it('refuses the emulator in any production server, whatever NEXT_PUBLIC_APP_ENV says', () => {
  expect(() =>
    assertSafeConfig({ ...emulator, NODE_ENV: 'production', NEXT_PUBLIC_APP_ENV: 'local' }),
  ).toThrow(/refusing to start/i);
  // Only a local test stack may opt in, for an emulator on this machine.
  expect(() =>
    assertSafeConfig({
      ...emulator,
      NODE_ENV: 'production',
      NEXT_PUBLIC_APP_ENV: 'local',
      ALLOW_AUTH_EMULATOR_IN_PRODUCTION: 'true',
    }),
  ).not.toThrow();
  const remote = {
    FIREBASE_AUTH_EMULATOR_HOST: 'auth.example.com:9099',
    NODE_ENV: 'production',
    NEXT_PUBLIC_APP_ENV: 'local',
    ALLOW_AUTH_EMULATOR_IN_PRODUCTION: 'true',
  };
  expect(() => assertSafeConfig(remote)).toThrow(/refusing to start/i);
});

it('refuses a production server whose NEXT_PUBLIC_APP_ENV is missing, empty or unknown', () => {
  for (const appEnv of [undefined, '', 'production', 'PROD']) {
    expect(() => assertSafeConfig({ NODE_ENV: 'production', NEXT_PUBLIC_APP_ENV: appEnv })).toThrow(
      /NEXT_PUBLIC_APP_ENV/,
    );
  }
  expect(() => assertSafeConfig({ NODE_ENV: 'production', NEXT_PUBLIC_APP_ENV: 'prod' })).not.toThrow();
});

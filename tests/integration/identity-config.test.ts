import { expect, it } from 'vitest';
import { assertSafeIdentityConfig, serverEnv, type ServerEnv } from '../../src/server/env';

const base = (): ServerEnv => ({ ...serverEnv(), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });

it('refuses to start a deployed server that would accept the emulator’s unsigned tokens', () => {
  expect(() => assertSafeIdentityConfig({ ...base(), NEXT_PUBLIC_APP_ENV: 'prod' })).toThrow(/refusing to start/);
  expect(() => assertSafeIdentityConfig({ ...base(), NEXT_PUBLIC_APP_ENV: 'preprod' })).toThrow(/refusing to start/);
  expect(() => assertSafeIdentityConfig({ ...base(), NEXT_PUBLIC_APP_ENV: 'local' })).not.toThrow();
  expect(() => assertSafeIdentityConfig({ ...base(), FIREBASE_AUTH_EMULATOR_HOST: undefined, NEXT_PUBLIC_APP_ENV: 'prod' })).not.toThrow();
});

import { inject } from 'vitest';

// firebase-admin and the identity helpers talk to this run's private auth emulator.
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
process.env.NEXT_PUBLIC_APP_ENV = 'local';
// The server's JSON log lines (every request at info) would drown the test report: warnings and errors only.
process.env.LOG_LEVEL ??= 'warn';

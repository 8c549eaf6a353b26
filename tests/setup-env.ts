import { configure } from '@testing-library/dom';
import { inject } from 'vitest';

// firebase-admin and the identity helpers talk to this run's private auth emulator.
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
process.env.NEXT_PUBLIC_APP_ENV = 'local';
// The server's JSON log lines (every request at info) would drown the test report: warnings and errors only.
process.env.LOG_LEVEL ??= 'warn';

// `findBy…` and `waitFor` wait for what the user would see; by default they give up after 1 s,
// which a screen's lazily loaded chunk can take on a machine whose cores are all busy (CI). A
// condition that does hold is still seen the moment it does: only a failure waits the whole time.
configure({ asyncUtilTimeout: 10_000 });

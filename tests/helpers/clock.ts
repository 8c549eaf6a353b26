import { afterAll, beforeAll, vi } from 'vitest';

/**
 * The suite's "now": from its first test, `Date` starts at `instant` and runs on from there, so the
 * screens under test see the day its fixtures were written for, whatever day the suite runs.
 * Only `Date` is replaced: timers stay real, as Testing Library's waits, msw and the sign-in need.
 */
export function clockStartsAt(instant: string | Date): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant), shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

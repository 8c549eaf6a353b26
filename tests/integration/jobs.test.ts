import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { EventSummary } from '../../src/contracts/events';
import { parisInstant } from '../../src/domain/paris-time';
import type { ErrorBody } from '../../src/server/core/errors';
import { bookingHistory, bookings, events, payments } from '../../src/server/db/schema';
import {
  OFFLINE_TEST_CARDS,
  createOfflineProvider,
} from '../../src/server/integrations/payments/offline-provider';
import type { PaymentProvider } from '../../src/server/integrations/payments/provider';
import { JOBS_SCHEMA, startJobEngine, type JobEngine } from '../../src/server/jobs/job-engine';
import { pgliteExecutor } from '../../src/server/jobs/pglite-executor';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead, weekdayRoom } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { createTestDatabase, testDatabaseKinds } from '../helpers/test-database';
import { TERMS_VERSION } from '../../src/domain/terms';

type Answer = Booking & ErrorBody;
const card = {
  card: { number: OFFLINE_TEST_CARDS.visa, exp_month: 12, exp_year: 2099, cvc: '123' },
  terms_version: TERMS_VERSION,
};

/** The demo provider as it is when its refund endpoint cannot be reached: charges pass, refunds throw. */
const refundsUnreachable = (): PaymentProvider => ({
  ...createOfflineProvider(),
  refund: () => Promise.reject(new Error('payment provider unreachable')),
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `probe` answers, every 100 ms, for at most `withinMs`; the instant it answered. */
async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  withinMs: number,
): Promise<{ value: T; at: number }> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return { value, at: Date.now() };
    if (Date.now() > deadline) throw new Error(`nothing within ${withinMs} ms`);
    await pause(100);
  }
}

// The scheduler on the embedded database and on PostgreSQL: pg-boss runs its jobs on both, and
// the lifecycle's sweeps happen with nobody reading or holding anything.
describe.each(testDatabaseKinds())('the job engine on %s', (kind) => {
  let api: TestApi;
  let alice: TestIdentity;
  let bob: TestIdentity;
  // The API's clock; the engine keeps the real one.
  let clock: () => Date = () => new Date();
  const engines: JobEngine[] = [];
  const room = weekdayRoom(3);
  const every = {
    expirySeconds: 1,
    completionSeconds: 1,
    refundRetrySeconds: 1,
    messagesSeconds: 1,
    remindersSeconds: 1,
  };
  const startEngine = async () => {
    const engine = await startJobEngine({ database: api.database, payments: createOfflineProvider(), every });
    engines.push(engine);
    return engine;
  };

  beforeAll(async () => {
    // The API's provider cannot refund: a refund it decides stays pending for the engine's retry.
    [api, alice, bob] = await Promise.all([
      startTestApi(kind, { now: () => clock(), payments: refundsUnreachable() }),
      signUp(),
      signUp(),
    ]);
  });
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
    clock = () => new Date();
  });
  afterAll(() => api.close());

  const hold = async (who: TestIdentity, day: string) => {
    const held = await api.request<Answer>('POST', '/bookings', {
      token: who.token,
      body: { space_id: room.id, day, start: '10:00', end: '11:00' },
    });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    return held.body;
  };
  const pay = async (who: TestIdentity, id: string) =>
    expect(
      (await api.request('POST', `/bookings/${id}/payment`, { token: who.token, body: card })).status,
    ).toBe(200);
  const statusOf = async (id: string) =>
    (await api.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]
      ?.status;
  const historyOf = (id: string) =>
    api.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, id))
      .orderBy(asc(bookingHistory.at));

  it('expires a lapsed hold within a minute of its end, with nobody reading it, and frees its slot', async () => {
    await startEngine();
    // Held 15 minutes "ago" less 2 seconds: it lapses 2 seconds from now.
    clock = () => new Date(Date.now() - 15 * 60_000 + 2_000);
    const day = workdayAhead(5);
    const held = await hold(alice, day);
    clock = () => new Date();
    const expiresAt = Date.parse(held.expires_at ?? '');

    // Only the database is looked at: no API read, no new hold, meets the hold until it expired.
    const seen = await waitFor(
      async () => ((await statusOf(held.id)) === 'expired' ? true : undefined),
      20_000,
    );
    const lag = seen.at - expiresAt;
    expect(lag).toBeGreaterThan(0);
    expect(lag).toBeLessThan(60_000);
    const [event] = await api.database.db.select().from(events).where(eq(events.bookingId, held.id));
    expect(event?.status).toBe('expired');
    expect((await historyOf(held.id)).map((h) => [h.action, h.fromStatus, h.toStatus, h.actorId])).toEqual([
      ['held', null, 'held', expect.any(String)],
      ['expired', 'held', 'expired', null],
    ]);
    // Its slot is free: someone else holds it.
    await hold(bob, day);
  });

  it('completes a confirmed booking once its end has passed, with a history line, and leaves its event confirmed', async () => {
    // Booked and paid two working days ago, before its start, with the engine not running yet.
    const past = workdayAhead(-2);
    clock = () => parisInstant(past, 8 * 60);
    const ended = await hold(alice, past);
    await pay(alice, ended.id);
    clock = () => new Date();
    const upcoming = await hold(alice, workdayAhead(7));
    await pay(alice, upcoming.id);

    await startEngine();
    await waitFor(async () => ((await statusOf(ended.id)) === 'completed' ? true : undefined), 15_000);
    expect(await statusOf(upcoming.id)).toBe('confirmed');
    const last = (await historyOf(ended.id)).at(-1);
    expect(last).toMatchObject({
      action: 'completed',
      fromStatus: 'confirmed',
      toStatus: 'completed',
      actorId: null,
      amountCents: 0,
      totalCents: ended.total_price,
    });
    const [event] = await api.database.db.select().from(events).where(eq(events.bookingId, ended.id));
    expect(event?.status).toBe('confirmed');

    // The API tells it as it is: the booking completed, its event still a past confirmed one.
    const view = await api.request<Answer>('GET', `/bookings/${ended.id}`, { token: alice.token });
    expect(view.body).toMatchObject({ status: 'completed', paid: ended.total_price, balance: 0 });
    const pastEvents = await api.request<EventSummary[]>('GET', '/events?scope=past', { token: alice.token });
    expect(pastEvents.body.find((e) => e.booking_id === ended.id)?.status).toBe('confirmed');
    // Nothing more can happen to it.
    const cancel = await api.request<Answer>('POST', `/bookings/${ended.id}/cancel`, { token: alice.token });
    expect(cancel.status).toBe(409);
  });

  it('delivers a refund the payment provider had not taken', async () => {
    const booking = await hold(bob, workdayAhead(9));
    await pay(bob, booking.id);
    // More than 48 hours ahead: refunded in full, but the provider cannot be reached.
    expect((await api.request('POST', `/bookings/${booking.id}/cancel`, { token: bob.token })).status).toBe(
      200,
    );
    const refundOf = async () =>
      (
        await api.database.db
          .select()
          .from(payments)
          .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'refund')))
      )[0];
    expect(await refundOf()).toMatchObject({ status: 'pending', amountCents: booking.total_price });

    await startEngine();
    const delivered = await waitFor(async () => {
      const refund = await refundOf();
      return refund?.status === 'succeeded' ? refund : undefined;
    }, 15_000);
    expect(delivered.value.providerRef).toMatch(/^offline_refund_/);
  });

  it('keeps the next runs and the schedule in the database across a restart, and never runs one sweep twice at once across instances', async () => {
    const names = [
      'complete-ended-bookings',
      'expire-lapsed-holds',
      'forget-expired-idempotency-keys',
      'retry-pending-refunds',
      'write-reminders',
    ];
    const waitingJobs = async () =>
      rowsOf(
        await api.database.db.execute(
          sql`select name from ${sql.identifier(JOBS_SCHEMA)}.job where state = 'created' and name not like '__pgboss%' order by name`,
        ),
      ).map((row) => row.name);
    const schedule = async () =>
      rowsOf(
        await api.database.db.execute(
          sql`select name from ${sql.identifier(JOBS_SCHEMA)}.schedule order by name`,
        ),
      ).map((row) => row.name);
    const first = await startEngine();
    // Once the engine has stored its schedule and the next run of each sweep.
    await waitFor(
      async () =>
        (await waitingJobs()).join() === names.join() && (await schedule()).join() === names.join()
          ? true
          : undefined,
      20_000,
    );
    await first.stop();
    expect(await waitingJobs()).toEqual(names);
    expect(await schedule()).toEqual(names);

    // Two instances on one database (as two servers would be), for three runs of a sweep.
    const since = new Date();
    const completedRuns = async () =>
      rowsOf(
        await api.database.db.execute(
          sql`select started_on, completed_on from ${sql.identifier(JOBS_SCHEMA)}.job where name = 'expire-lapsed-holds' and state = 'completed' and started_on >= ${since.toISOString()}::timestamptz order by started_on`,
        ),
      );
    await Promise.all([startEngine(), startEngine()]);
    await waitFor(async () => ((await completedRuns()).length >= 3 ? true : undefined), 20_000);
    await Promise.all(engines.splice(0).map((engine) => engine.stop()));
    const runs = await completedRuns();
    expect(runs.length).toBeGreaterThanOrEqual(3);
    // pg-boss stamps both with now(), its statement's start: a run fetched while the previous one
    // was completing waited for it, and may be stamped a few milliseconds before that completion.
    // Two runs at once would overlap by the length of the earlier one.
    const STAMP_SLACK_MS = 20;
    for (let i = 1; i < runs.length; i++) {
      expect(new Date(String(runs[i]?.started_on)).getTime()).toBeGreaterThanOrEqual(
        new Date(String(runs[i - 1]?.completed_on)).getTime() - STAMP_SLACK_MS,
      );
    }
  });
});

describe('pg-boss on the embedded database', () => {
  it('rolls back a multi-statement text that fails half-way, leaving the one shared handle usable by the app', async () => {
    const database = await createTestDatabase('pglite');
    try {
      if (!database.pglite) throw new Error('expected an embedded database');
      const executor = pgliteExecutor(database.pglite);
      // The shape of pg-boss's schema creation and maintenance texts.
      const failing =
        'BEGIN; CREATE TABLE jobs_probe (id int primary key); INSERT INTO jobs_probe VALUES (1); INSERT INTO jobs_probe VALUES (1); COMMIT;';
      await expect(executor.executeSql(failing, [])).rejects.toThrow(/duplicate key/);
      expect(database.pglite.isInTransaction()).toBe(false);
      expect(rowsOf(await executor.executeSql("select to_regclass('jobs_probe') as name", []))).toEqual([
        { name: null },
      ]);
      expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(bookings)).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });
});

/** Rows of a raw query, whichever driver answered it. */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

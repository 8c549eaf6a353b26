import { spawn } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import type { Booking } from '../../src/contracts/bookings';
import { TERMS_VERSION } from '../../src/domain/terms';
import { bookings, idempotencyKeys, payments } from '../../src/server/db/schema';
import { OFFLINE_TEST_CARDS } from '../../src/server/integrations/payments/offline-provider';
import { startTestApi, TEST_API_KEY, type TestApi } from '../helpers/api';
import { weekdayRoom, workdayAhead } from '../helpers/booking-fixtures';
import { signUp, type TestIdentity } from '../helpers/identity';
import { testDatabaseKinds } from '../helpers/test-database';

// A request sent with an Idempotency-Key whose instance died after doing its work but before
// storing its answer: the retry, once the key is taken to be lost, answers what that attempt did.

type PaymentResult = { booking: Booking; payment: { status: string; amount: number } };
type ErrorBody = { error: { code: string } };

const card = {
  card: {
    number: OFFLINE_TEST_CARDS.visa,
    exp_month: 12,
    exp_year: new Date().getFullYear() + 2,
    cvc: '123',
  },
  terms_version: TERMS_VERSION,
};

/** The key as an instance that died mid-request leaves it, claimed three minutes ago: past the in-progress timeout. */
async function loseAnswer(api: TestApi, key: string): Promise<void> {
  const since = new Date(Date.now() - 3 * 60_000);
  await api.database.db
    .update(idempotencyKeys)
    .set({ statusCode: 0, body: {}, createdAt: since, claimedAt: since })
    .where(eq(idempotencyKeys.key, key));
}

describe.each(testDatabaseKinds())('a retry after an attempt lost before it answered, on %s', (kind) => {
  let api: TestApi;
  let organizer: TestIdentity;
  const room = weekdayRoom(2);

  beforeAll(async () => {
    [api, organizer] = await Promise.all([startTestApi(kind), signUp()]);
  });
  afterAll(() => api.close());

  const hold = (start: string, end: string, headers: Record<string, string> = {}) =>
    api.request<Booking>('POST', '/bookings', {
      token: organizer.token,
      body: { space_id: room.id, day: workdayAhead(3), start, end },
      headers,
    });

  it('answers the payment the lost attempt made, charged once', async () => {
    const held = await hold('09:00', '10:00');
    const key = `pay-${held.body.id}`;
    const pay = () =>
      api.request<PaymentResult & ErrorBody>('POST', `/bookings/${held.body.id}/payment`, {
        token: organizer.token,
        body: card,
        headers: { 'idempotency-key': key },
      });
    const first = await pay();
    expect(first.status).toBe(200);
    await loseAnswer(api, key);

    const retry = await pay();
    expect(retry.status).toBe(200);
    expect(retry.body.payment).toEqual(first.body.payment);
    expect(retry.body.booking.status).toBe('confirmed');
    // The retry's answer is kept in turn, and replayed.
    const again = await pay();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(retry.body);
    const charges = await api.database.db.select().from(payments).where(eq(payments.bookingId, held.body.id));
    expect(charges).toHaveLength(1);
  });

  it('answers the hold the lost attempt made, held once', async () => {
    const key = `hold-${Date.now()}`;
    const first = await hold('11:00', '12:00', { 'idempotency-key': key });
    expect(first.status).toBe(201);
    await loseAnswer(api, key);

    const retry = await hold('11:00', '12:00', { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    const held = await api.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.spaceId, room.id), eq(bookings.status, 'held')));
    expect(held.map((booking) => booking.id)).toEqual([first.body.id]);
  });
});

// The same with a real process killed (SIGKILL) while it stores its answer, on PostgreSQL, where
// instances of a fleet share the database: the retry goes to another instance.
describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'a payment whose instance was killed before it answered, on %s',
  (kind) => {
    let api: TestApi;
    let admin: pg.Client;
    let child: ReturnType<typeof spawn> | undefined;

    beforeAll(async () => {
      api = await startTestApi(kind);
      admin = new pg.Client({ connectionString: api.database.url });
      await admin.connect();
    });
    afterEach(() => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    afterAll(async () => {
      await admin.end();
      await api.close();
    });

    it('answers what the killed instance paid, and charged once', async () => {
      const organizer = await signUp();
      const held = await api.request<Booking>('POST', '/bookings', {
        token: organizer.token,
        body: { space_id: weekdayRoom(1).id, day: workdayAhead(5), start: '14:00', end: '15:00' },
      });
      expect(held.status).toBe(201);

      // The instance that will die: storing an answer to a key waits in the database, as long as
      // this test wants (the trigger is this test's, in its throw-away database).
      await admin.query(`create function hang() returns trigger language plpgsql as $$
        begin perform pg_sleep(600); return new; end $$`);
      await admin.query(`create trigger hang before update on idempotency_keys
        for each row when (new.status_code <> 0) execute function hang()`);
      const port = await freePort();
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server/standalone.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: api.database.url,
          REDIS_URL: '',
          API_PORT: String(port),
          API_KEY: TEST_API_KEY,
          JOBS: 'off',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      const ended = new Promise((resolve) => child?.once('close', resolve));
      const headers = {
        'content-type': 'application/json',
        'x-api-key': TEST_API_KEY,
        authorization: `Bearer ${organizer.token}`,
        'idempotency-key': 'pay-once',
      };
      const url = `http://127.0.0.1:${port}/v1/bookings/${held.body.id}/payment`;
      for (let ready = false; !ready;) {
        ready = await fetch(`http://127.0.0.1:${port}/readyz`)
          .then((response) => response.ok)
          .catch(() => false);
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const lost = fetch(url, { method: 'POST', headers, body: JSON.stringify(card) }).catch(() => 'lost');

      // Paid and confirmed, its answer not stored: the instance dies, its connections with it.
      const status = async () =>
        (await api.database.db.select().from(bookings).where(eq(bookings.id, held.body.id)))[0]?.status;
      while ((await status()) !== 'confirmed') await new Promise((resolve) => setTimeout(resolve, 100));
      child.kill('SIGKILL');
      await ended;
      expect(await lost).toBe('lost');
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like '%idempotency_keys%'`);
      await admin.query('drop trigger hang on idempotency_keys');

      // Another instance, past the in-progress timeout, gets the retry.
      const [left] = await api.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'pay-once'));
      expect(left?.statusCode).toBe(0);
      await loseAnswer(api, 'pay-once');
      const retry = await api.request<PaymentResult>('POST', `/bookings/${held.body.id}/payment`, {
        token: organizer.token,
        body: card,
        headers: { 'idempotency-key': 'pay-once' },
      });
      expect(retry.status).toBe(200);
      expect(retry.body.payment).toMatchObject({ status: 'succeeded', amount: held.body.total_price });
      const charges = await api.database.db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, held.body.id));
      expect(charges).toHaveLength(1);
    }, 90_000);
  },
);

import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contracts/bookings';
import type { SpaceSearchResponse } from '../../src/contracts/spaces';
import { openDatabase, type Database } from '../../src/server/db/client';
import { bookings, spaces } from '../../src/server/db/schema';
import { seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { startTestApi, type TestApi } from '../helpers/api';
import { workdayAhead } from '../helpers/booking-fixtures';
import { signUp } from '../helpers/identity';
import { createTestDatabase, testDatabaseKinds } from '../helpers/test-database';

// DATABASE_READ_URL: the search reads the replica, writes and the caller stay on the primary, and
// a replica that fails is read around, with no error. The "replica" here is a second database
// whose spaces are named apart, so that each answer tells where it was read, reached through a
// TCP relay that can be stopped as a replica's server is: connections cut, new ones refused.
const REPLICA_MARK = 'Lu sur la réplique';

async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stop: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe('reads that may lag, on the embedded database', () => {
  it('go to the one database there is', async () => {
    const embedded = await createTestDatabase('pglite');
    try {
      expect(embedded.readDb).toBe(embedded.db);
    } finally {
      await embedded.close();
    }
  });
});

for (const kind of testDatabaseKinds()) {
  if (kind !== 'postgres') continue;

  describe('reads that may lag, on a read replica (PostgreSQL)', () => {
    let primary: Database;
    let replica: Database;
    let both: Database;
    let api: TestApi;
    let relay: Awaited<ReturnType<typeof relayTo>>;

    beforeAll(async () => {
      replica = await createTestDatabase('postgres');
      await seedCatalogue(replica.db);
      await replica.db.update(spaces).set({ titleFr: REPLICA_MARK });
      api = await startTestApi('postgres', {});
      primary = api.database;
      const nameOf = async (database: Database) =>
        (
          (await database.db.execute(sql`select current_database() as name`)) as unknown as {
            rows: { name: string }[];
          }
        ).rows[0]?.name ?? '';
      const server = new URL(process.env.DATABASE_URL ?? '');
      relay = await relayTo(server);
      const primaryUrl = Object.assign(new URL(server), { pathname: `/${await nameOf(primary)}` });
      const replicaUrl = Object.assign(new URL(server), {
        pathname: `/${await nameOf(replica)}`,
        hostname: '127.0.0.1',
        port: String(relay.port),
      });
      both = await openDatabase({ url: primaryUrl.toString(), readUrl: replicaUrl.toString() });
      api.deps.db = async () => both.db;
      api.deps.readDb = async () => both.readDb;
    });
    afterAll(async () => {
      relay?.stop();
      await both?.close();
      await api?.close();
      await replica?.close();
    });

    const search = () => api.request<SpaceSearchResponse>('GET', '/spaces?zone=paris');

    it('serves the search from the replica and holds on the primary', async () => {
      const found = await search();
      expect(found.status).toBe(200);
      expect(found.body.items.length).toBeGreaterThan(0);
      expect(found.body.items.every((item) => item.title === REPLICA_MARK)).toBe(true);

      const alice = await signUp();
      const [room] = await primary.db
        .select({ id: spaces.id })
        .from(spaces)
        .where(eq(spaces.type, 'meeting_room'))
        .limit(1);
      const held = await api.request<Booking>('POST', '/bookings', {
        token: alice.token,
        body: { space_id: room?.id, day: workdayAhead(12), start: '10:00', end: '11:00' },
      });
      expect(held.status).toBe(201);
      expect(
        await primary.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, held.body.id)),
      ).toHaveLength(1);
      expect(
        await replica.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, held.body.id)),
      ).toHaveLength(0);
    });

    it('reads from the primary, without an error, while the replica is down', async () => {
      relay.stop();
      const answers = await Promise.all(Array.from({ length: 10 }, () => search()));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(
        answers.every(
          (answer) =>
            answer.body.items.length > 0 && answer.body.items.every((item) => item.title !== REPLICA_MARK),
        ),
      ).toBe(true);
    });

    it('keeps refusing what is wrong with the request itself, replica or not', async () => {
      const answer = await api.request('GET', `/spaces?zone=${randomUUID()}`);
      expect(answer.status).toBe(404);
    });
  });
}

import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { events } from '../schema';
import { seedCatalogue } from './seed-catalogue';

/**
 * A load-test catalogue: SPACES spaces and SPACES × BOOKINGS_PER_SPACE bookings, each with one
 * event holding its slot. Generated inside the database (generate_series) so it takes a minute,
 * not an hour of round trips. Deterministic: ids and values derive from row numbers, and every
 * insert skips rows already there, so a second run changes nothing. Meant for PostgreSQL.
 */
export type BenchSeedOptions = {
  spaces?: number;
  bookingsPerSpace?: number;
  log?: (line: string) => void;
};

const USERS = 1_000;

/** A deterministic UUID from a key: md5 with the version and variant bits of a valid UUID v4. */
const benchUuid = (key: SQL) =>
  sql`overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;

const sizes = (options: BenchSeedOptions) => ({
  spaces: options.spaces ?? 10_000,
  bookingsPerSpace: options.bookingsPerSpace ?? 100,
});

/** True when the last event of the last bench booking exists: every earlier step then ran. */
export async function isBenchSeeded(db: Db, options: BenchSeedOptions = {}): Promise<boolean> {
  const { spaces, bookingsPerSpace } = sizes(options);
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.bookingId, benchUuid(sql`${`bench-booking-${spaces}-${bookingsPerSpace}`}`)))
    .limit(1);
  return rows.length > 0;
}

export async function seedBench(db: Db, options: BenchSeedOptions = {}): Promise<void> {
  const { spaces, bookingsPerSpace } = sizes(options);
  const log = options.log ?? console.info;
  const step = async (label: string, query: SQL) => {
    const started = Date.now();
    await db.execute(query);
    log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };

  await seedCatalogue(db);
  await step(
    `${spaces} bench spaces`,
    sql`INSERT INTO spaces (id, zone_id, slug, type, title_fr, title_en, description_fr, description_en, street, postal_code,
          city, district, latitude, longitude, capacity, price_hour_cents, features, opening_hours, photos, search_text)
        SELECT ${benchUuid(sql`'bench-space-' || i`)},
          (ARRAY['paris','paris','paris','lyon','bordeaux'])[1 + i % 5],
          'bench-' || i,
          (CASE WHEN i % 5 = 0 THEN 'desk' ELSE 'meeting_room' END)::space_type,
          'Salle de test ' || i, 'Bench room ' || i, 'Espace généré pour les tests de charge.', 'Space generated for load tests.',
          (i % 200 + 1) || ' rue de Rivoli', '750' || lpad((1 + i % 20)::text, 2, '0'), 'Paris', 'Paris ' || (1 + i % 20) || 'e',
          48.82 + (i % 97) * 0.0008, 2.27 + (i % 89) * 0.0013,
          2 + i % 30,
          1500 + (i % 47) * 500,
          (ARRAY['wifi','screen','whiteboard','coffee','natural_light','quiet','kitchen','accessible'])[1 : 2 + i % 7],
          '[{"open":800,"close":2200},{"open":800,"close":2200},{"open":800,"close":2200},{"open":800,"close":2200},{"open":800,"close":2200},{"open":900,"close":1900},null]'::jsonb,
          ARRAY['/spaces/paris/bench.jpg'],
          'salle de test ' || i || ' bench room ' || i
        FROM generate_series(1, ${spaces}) AS i
        ON CONFLICT (zone_id, slug) DO NOTHING`,
  );
  await step(
    'bench spaces offer the extras',
    sql`INSERT INTO space_extras (space_id, extra_id, unit_price_cents)
        SELECT s.id, e.id, e.unit_price_cents FROM spaces s CROSS JOIN extras e
        WHERE e.active AND s.slug LIKE 'bench-%'
        ON CONFLICT DO NOTHING`,
  );
  await step(
    `${USERS} bench accounts and users`,
    sql`WITH a AS (
          INSERT INTO accounts (id) SELECT ${benchUuid(sql`'bench-account-' || i`)} FROM generate_series(1, ${USERS}) AS i
          ON CONFLICT (id) DO NOTHING RETURNING id)
        INSERT INTO users (id, account_id, email, first_name, last_name)
        SELECT ${benchUuid(sql`'bench-user-' || i`)}, ${benchUuid(sql`'bench-account-' || i`)}, 'bench' || i || '@example.com', 'Bench', 'User ' || i
        FROM generate_series(1, ${USERS}) AS i
        ON CONFLICT (id) DO NOTHING`,
  );
  // One booking per space on each of bookingsPerSpace distinct days around today, so no two live
  // ones overlap. One in ten is cancelled, one in ten a hold that lapsed and was marked expired,
  // and one in 500 a lapsed hold nothing marked yet: none of those may block a search.
  const status = sql`(CASE WHEN (s * 7 + k) % 500 = 0 THEN 'held' WHEN k % 10 = 0 THEN 'cancelled'
    WHEN k % 10 = 5 THEN 'expired' ELSE 'confirmed' END)::booking_status`;
  await step(
    `${spaces * bookingsPerSpace} bench bookings`,
    sql`INSERT INTO bookings (id, space_id, account_id, organizer_id, status, expires_at, space_price_cents, total_price_cents,
          booked_at, cancelled_at)
        SELECT ${benchUuid(sql`'bench-booking-' || s || '-' || k`)},
          ${benchUuid(sql`'bench-space-' || s`)},
          ${benchUuid(sql`'bench-account-' || (1 + (s * 7 + k) % ${USERS})`)},
          ${benchUuid(sql`'bench-user-' || (1 + (s * 7 + k) % ${USERS})`)},
          st, CASE WHEN st IN ('held', 'expired') THEN now() - interval '1 day' END,
          4000, 4000,
          CASE WHEN st = 'confirmed' THEN now() END,
          CASE WHEN st = 'cancelled' THEN now() END
        FROM generate_series(1, ${spaces}) AS s
        CROSS JOIN generate_series(1, ${bookingsPerSpace}) AS k
        CROSS JOIN LATERAL (SELECT ${status} AS st) AS t
        ON CONFLICT (id) DO NOTHING`,
  );
  await step(
    `${spaces * bookingsPerSpace} bench events`,
    sql`INSERT INTO events (booking_id, space_id, nth, status, starts_at, ends_at)
        SELECT ${benchUuid(sql`'bench-booking-' || s || '-' || k`)},
          ${benchUuid(sql`'bench-space-' || s`)},
          1,
          ${status},
          start_at, start_at + make_interval(hours => 1 + (s + k) % 4)
        FROM generate_series(1, ${spaces}) AS s
        CROSS JOIN generate_series(1, ${bookingsPerSpace}) AS k
        CROSS JOIN LATERAL (
          SELECT (date_trunc('day', now() AT TIME ZONE 'Europe/Paris') + make_interval(days => k * 2 - 60, hours => 8 + (s + k) % 10))
            AT TIME ZONE 'Europe/Paris' AS start_at) AS t
        ON CONFLICT (booking_id, nth) WHERE change_id IS NULL DO NOTHING`,
  );
  // What a confirmed booking paid is its payments.
  await step(
    'bench payments',
    sql`INSERT INTO payments (booking_id, provider, provider_ref, amount_cents, status)
        SELECT id, 'offline', 'bench_' || id, total_price_cents, 'succeeded' FROM bookings
        WHERE status = 'confirmed' AND organizer_id IN (SELECT id FROM users WHERE email LIKE 'bench%@example.com')
        ON CONFLICT DO NOTHING`,
  );
  // VACUUM sets the visibility map, so searches get index-only scans as a long-lived table would.
  await step('vacuum analyze', sql`VACUUM (ANALYZE) spaces, bookings, events, payments`);
}

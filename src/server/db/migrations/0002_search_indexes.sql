-- Indexes for the space search (src/server/services/space-search.ts). Plain SQL that PostgreSQL 15
-- and PGlite (PostgreSQL 18) both run; IF NOT EXISTS so that it can be replayed by hand.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A search's candidates come from one range of this index without touching the table: it holds
-- every column the filters, the sort and the count read (not search_text, which has its own).
CREATE INDEX IF NOT EXISTS "spaces_search_cover_idx" ON "spaces" ("zone_id", "capacity")
  INCLUDE ("id", "type", "published", "price_hour_cents", "slug", "features", "opening_hours", "latitude", "longitude");
--> statement-breakpoint
-- Free-text search: every word is a LIKE '%word%' on the accent-free search_text.
CREATE INDEX IF NOT EXISTS "spaces_search_text_idx" ON "spaces" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The live events around a slot, all spaces at once: one range scan, index-only, hashed and
-- anti-joined to the candidates. Measured on the bench data (scripts/bench-api.ts) it costs a
-- half to a third of probing events_space_time_idx once per candidate space.
CREATE INDEX IF NOT EXISTS "events_live_time_idx" ON "events" ("starts_at") INCLUDE ("space_id", "ends_at", "status", "booking_id")
  WHERE "status" IN ('held', 'confirmed');
--> statement-breakpoint
-- That scan starts 15 hours before the slot: no booking is longer than the bookable day
-- (08:00–23:00, src/domain/clock.ts). Kept true here so that the search can rely on it.
ALTER TABLE "events" ADD CONSTRAINT "events_within_bookable_day" CHECK ("ends_at" - "starts_at" <= interval '15 hours');

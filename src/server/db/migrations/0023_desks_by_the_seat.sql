ALTER TABLE "bookings" ADD COLUMN "desks" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seats" "int4multirange" DEFAULT '{[1,2)}' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_desks_positive" CHECK ("desks" >= 1);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_seats_numbered" CHECK (NOT isempty("seats") AND lower("seats") >= 1);--> statement-breakpoint
-- How many desks a set of seats holds: '{[1,3),[5,6)}' holds 3.
CREATE FUNCTION "seat_count"(seats int4multirange) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(upper(r) - lower(r)), 0)::integer FROM unnest(seats) AS r
$$;
--> statement-breakpoint
-- A desk space sells each desk (its capacity is its number of desks): an event asks for as many
-- seats as it is written with, and this picks which, among those no live event of another booking
-- takes during its time (its own seats when they are still free, as a moved event keeps its desk,
-- otherwise the lowest numbers). Not enough free: 23P01, as the exclusion constraint says of a
-- taken room, and nothing is written. A meeting room's events always take seat 1, the whole room.
-- One pick at a time per space, under the lock a hold of the space takes (lifecycle/hold.ts), and
-- the others' seats read after it is granted: two picks never choose the same free desk. The
-- constraint events_no_overlap below stays the guarantee, whatever the code does.
CREATE FUNCTION "events_pick_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  desks integer;
  wanted integer := seat_count(NEW.seats);
  taken int4multirange;
BEGIN
  SELECT CASE WHEN s.type = 'desk' THEN s.capacity END INTO desks FROM spaces s WHERE s.id = NEW.space_id;
  IF desks IS NULL THEN
    NEW.seats := '{[1,2)}';
    RETURN NEW;
  END IF;
  IF NEW.status NOT IN ('held', 'confirmed') THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(1, hashtext(NEW.space_id::text));
  SELECT coalesce(range_agg(e.seats), '{}') INTO taken FROM events e
  WHERE e.space_id = NEW.space_id AND e.booking_id <> NEW.booking_id AND e.status IN ('held', 'confirmed')
    AND e.starts_at < NEW.ends_at AND e.ends_at > NEW.starts_at;
  IF NOT (NEW.seats && taken) AND NEW.seats <@ int4multirange(int4range(1, desks + 1)) THEN
    RETURN NEW;
  END IF;
  SELECT range_agg(int4range(n, n + 1)) INTO NEW.seats
  FROM (SELECT n FROM generate_series(1, desks) AS n WHERE NOT taken @> n ORDER BY n LIMIT wanted) AS free;
  IF NEW.seats IS NULL OR seat_count(NEW.seats) < wanted THEN
    RAISE EXCEPTION 'only % of the % desks asked for are free', coalesce(seat_count(NEW.seats), 0), wanted USING ERRCODE = '23P01';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_pick_seats" BEFORE INSERT OR UPDATE OF "starts_at", "ends_at" ON "events"
  FOR EACH ROW EXECUTE FUNCTION "events_pick_seats"();--> statement-breakpoint
-- Live events of two bookings never share a seat of a space at the same time: a room's all take
-- seat 1, so they never overlap; a desk space's may, on other desks.
ALTER TABLE "events" DROP CONSTRAINT "events_no_overlap";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_no_overlap"
  EXCLUDE USING gist ("space_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&, "seats" WITH &&, "booking_id" WITH <>)
  WHERE ("status" IN ('held', 'confirmed'));

-- A desk event's seats, picked as it is written or moved: desks left free by the live events that
-- overlap it in time (found through the exclusion constraint's GiST index by their range), so that
-- the constraint on (space, time, seats) keeps two bookings off one desk.
CREATE OR REPLACE FUNCTION "events_pick_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    AND tstzrange(e.starts_at, e.ends_at) && tstzrange(NEW.starts_at, NEW.ends_at);
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

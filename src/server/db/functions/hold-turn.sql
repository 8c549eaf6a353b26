-- A hold waits for its organizer's and its space's turn, then checks the organizer's limits: two
-- holds of one space one after the other, never waiting for each other in the exclusion constraint
-- (a deadlock PostgreSQL only breaks after deadlock_timeout). Raises NK001/NK002 over a limit.
CREATE OR REPLACE FUNCTION "hold_turn"(organizer uuid, booking uuid, space uuid, adding integer, at timestamptz, live_holds integer, held_occurrences integer)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  holds integer;
  occurrences integer;
BEGIN
  PERFORM pg_advisory_xact_lock(2, hashtext(organizer::text));
  PERFORM pg_advisory_xact_lock(1, hashtext(space::text));
  SELECT count(DISTINCT b.id)::integer, count(e.id)::integer INTO holds, occurrences
  FROM bookings b JOIN events e ON e.booking_id = b.id
  WHERE b.organizer_id = organizer AND b.status = 'held' AND b.expires_at > at AND b.id <> booking;
  IF holds >= live_holds THEN
    RAISE EXCEPTION 'the organizer already holds % unpaid bookings', holds USING ERRCODE = 'NK001', DETAIL = holds::text;
  END IF;
  IF occurrences + adding > held_occurrences THEN
    RAISE EXCEPTION 'the organizer would hold % occurrences', occurrences + adding USING ERRCODE = 'NK002', DETAIL = occurrences::text;
  END IF;
  RETURN true;
END $$;

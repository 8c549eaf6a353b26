-- A new hold's turn (lifecycle/hold.ts), called by the statement that inserts it, which is then a
-- transaction of its own instead of five round trips (begin, lock, count, insert, commit). Takes,
-- in this order and until the transaction ends, the organizer's lock (their holds are counted and
-- inserted one at a time) and the space's (holds of one space are inserted one at a time, as
-- events_pick_seats also takes it); then counts the organizer's live holds and their occurrences,
-- leaving out the booking being inserted. A function runs each of its statements on a snapshot of
-- its own, taken once the locks are held: a hold committed while this one waited is counted.
-- Refuses with NK001 (live holds) or NK002 (occurrences), the count in DETAIL
-- (docs/business-rules.md §3). Additive: the previous release runs unchanged on it.
CREATE FUNCTION "hold_turn"(organizer uuid, booking uuid, space uuid, adding integer, at timestamptz, live_holds integer, held_occurrences integer)
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

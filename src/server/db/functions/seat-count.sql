-- How many desks a multirange of seats holds.
CREATE OR REPLACE FUNCTION "seat_count"(seats int4multirange) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(upper(r) - lower(r)), 0)::integer FROM unnest(seats) AS r
$$;

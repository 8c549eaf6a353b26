-- What one payment row adds to its booking's paid amount: a succeeded charge counts, a refund
-- counts against it from the moment it is decided (pending), until it fails.
CREATE OR REPLACE FUNCTION "payment_paid_cents"("kind" "payment_kind", "status" "payment_status", "amount" integer) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN kind = 'charge' AND status = 'succeeded' THEN amount
                WHEN kind = 'refund' AND status IN ('succeeded', 'pending') THEN -amount
                ELSE 0 END
  $$;

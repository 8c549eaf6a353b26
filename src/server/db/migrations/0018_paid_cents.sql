ALTER TABLE "bookings" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What one payment row adds to its booking's paid amount (lifecycle/ledger.ts paidOf says the same):
-- a succeeded charge counts, a refund counts against from the moment it is decided.
CREATE FUNCTION "payment_paid_cents"("kind" "payment_kind", "status" "payment_status", "amount" integer) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN kind = 'charge' AND status = 'succeeded' THEN amount
                WHEN kind = 'refund' AND status IN ('succeeded', 'pending') THEN -amount
                ELSE 0 END
  $$;
--> statement-breakpoint
-- bookings.paid_cents follows the payments in the statement that changes them, once per statement.
CREATE FUNCTION "bookings_paid_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings" b SET "paid_cents" = b."paid_cents" + d.delta
    FROM (SELECT "booking_id", sum(payment_paid_cents("kind", "status", "amount_cents"))::int AS delta
          FROM new_rows WHERE "booking_id" IS NOT NULL GROUP BY "booking_id") d
    WHERE b."id" = d."booking_id" AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bookings_paid_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings" b SET "paid_cents" = b."paid_cents" + d.delta
    FROM (SELECT "booking_id", sum(part)::int AS delta FROM (
            SELECT "booking_id", payment_paid_cents("kind", "status", "amount_cents") AS part FROM new_rows
            UNION ALL
            SELECT "booking_id", -payment_paid_cents("kind", "status", "amount_cents") FROM old_rows) parts
          WHERE "booking_id" IS NOT NULL GROUP BY "booking_id") d
    WHERE b."id" = d."booking_id" AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bookings_paid_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bookings" b SET "paid_cents" = b."paid_cents" - d.delta
    FROM (SELECT "booking_id", sum(payment_paid_cents("kind", "status", "amount_cents"))::int AS delta
          FROM old_rows WHERE "booking_id" IS NOT NULL GROUP BY "booking_id") d
    WHERE b."id" = d."booking_id" AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_paid_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_paid_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "payments_paid_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_paid_after_update"();
--> statement-breakpoint
CREATE TRIGGER "payments_paid_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_paid_after_delete"();
--> statement-breakpoint
UPDATE "bookings" b SET "paid_cents" = s.paid
  FROM (SELECT "booking_id", sum(payment_paid_cents("kind", "status", "amount_cents"))::int AS paid
        FROM "payments" WHERE "booking_id" IS NOT NULL GROUP BY "booking_id") s
  WHERE b."id" = s."booking_id" AND s.paid <> 0;

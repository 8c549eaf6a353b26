-- Two live events of one space never overlap: the database refuses it (SQLSTATE 23P01), whatever
-- the code does. Expired and cancelled ones do not take part; adjacent slots (end = start) are fine.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_no_overlap"
  EXCLUDE USING gist ("space_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" IN ('held', 'confirmed'));
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_valid_range" CHECK ("ends_at" > "starts_at");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_one_target" CHECK (("booking_id" IS NULL) <> ("overstay_id" IS NULL));

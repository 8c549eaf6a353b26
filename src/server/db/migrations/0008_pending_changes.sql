CREATE TYPE "public"."booking_change_status" AS ENUM('pending', 'applied', 'lapsed', 'withdrawn');--> statement-breakpoint
CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"event_id" uuid,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"extras" jsonb,
	"space_price_cents" integer NOT NULL,
	"extras_price_cents" integer NOT NULL,
	"rebates" jsonb NOT NULL,
	"total_price_cents" integer NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"status" "booking_change_status" DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "events_booking_nth_key";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_pending" ON "booking_changes" USING btree ("booking_id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_change_id_booking_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."booking_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_booking_nth_key" ON "events" USING btree ("booking_id","nth") WHERE change_id IS NULL;--> statement-breakpoint
-- Two live events of different bookings never overlap; a booking's pending change may overlap its
-- own current slot (an extension), never anyone else's.
ALTER TABLE "events" DROP CONSTRAINT "events_no_overlap";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_no_overlap"
  EXCLUDE USING gist ("space_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&, "booking_id" WITH <>)
  WHERE ("status" IN ('held', 'confirmed'));

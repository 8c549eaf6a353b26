CREATE TYPE "public"."payment_kind" AS ENUM('charge', 'refund');--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_status" "booking_status",
	"to_status" "booking_status" NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "single_use" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "redeemed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" "payment_kind" DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_booking_idx" ON "booking_history" USING btree ("booking_id","at");--> statement-breakpoint
-- Redemptions made so far were all paid; a once-per-account code redeemed twice keeps its first.
UPDATE "coupon_redemptions" r SET "single_use" = c."single_use", "redeemed_at" = r."created_at" FROM "coupon_codes" c WHERE c."id" = r."coupon_id";--> statement-breakpoint
DELETE FROM "coupon_redemptions" r USING "coupon_redemptions" earlier
  WHERE r."single_use" AND earlier."single_use" AND earlier."coupon_id" = r."coupon_id" AND earlier."account_id" = r."account_id"
    AND (earlier."created_at", earlier."booking_id") < (r."created_at", r."booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once_per_account" ON "coupon_redemptions" USING btree ("coupon_id","account_id") WHERE single_use;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_positive_amount" CHECK ("amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_has_charge" CHECK (("kind" = 'refund') = ("refund_of" IS NOT NULL));--> statement-breakpoint
-- What a booking paid is derived from its payments from now on (all of them were recorded there).
ALTER TABLE "bookings" DROP COLUMN "paid_cents";
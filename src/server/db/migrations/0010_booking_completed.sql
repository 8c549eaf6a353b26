ALTER TYPE "public"."booking_status" ADD VALUE 'completed';--> statement-breakpoint
CREATE INDEX "bookings_confirmed_idx" ON "bookings" USING btree ("id") WHERE status = 'confirmed';
ALTER TABLE "extras" ADD COLUMN "per_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendees" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendees_positive" CHECK ("attendees" >= 1);

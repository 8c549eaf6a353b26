CREATE TYPE "public"."guest_response" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "access_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "access_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guests" ADD COLUMN "response" "guest_response" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guests" ADD COLUMN "responded_at" timestamp with time zone;
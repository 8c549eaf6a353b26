-- A retry of a request whose instance died before answering (its Idempotency-Key left in progress)
-- answers what the lost attempt did rather than something else: each line of a booking's history
-- says under which of its actor's keys it was written, and a key keeps when its life began
-- (created_at) apart from when its current attempt took it (claimed_at). Both columns are new and
-- have defaults: the previous release runs unchanged on them.
ALTER TABLE "booking_history" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "idempotency_keys" SET "claimed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "booking_history_request_idx" ON "booking_history" USING btree ("actor_id","request_key") WHERE "booking_history"."request_key" is not null;

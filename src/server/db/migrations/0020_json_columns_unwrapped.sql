-- Holds stored their rebates and recurrence as a JSON string holding the JSON (encoded twice):
-- Drizzle read them back whole, but SQL reading the columns (invoices, reports) saw a string.
UPDATE "bookings" SET "rebates" = ("rebates" #>> '{}')::jsonb WHERE jsonb_typeof("rebates") = 'string';
--> statement-breakpoint
UPDATE "bookings" SET "recurrence" = ("recurrence" #>> '{}')::jsonb WHERE jsonb_typeof("recurrence") = 'string';

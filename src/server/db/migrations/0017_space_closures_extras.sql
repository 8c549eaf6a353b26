CREATE TABLE "space_extras" (
	"space_id" uuid NOT NULL,
	"extra_id" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "space_extras_space_id_extra_id_pk" PRIMARY KEY("space_id","extra_id"),
	CONSTRAINT "space_extras_price_check" CHECK ("space_extras"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "space_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"space_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "space_closures_order_check" CHECK ("space_closures"."ends_at" > "space_closures"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "space_extras" ADD CONSTRAINT "space_extras_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_extras" ADD CONSTRAINT "space_extras_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_closures" ADD CONSTRAINT "space_closures_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "space_closures" ADD CONSTRAINT "space_closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "space_closures_space_idx" ON "space_closures" USING btree ("space_id","ends_at");--> statement-breakpoint
CREATE INDEX "space_closures_ends_idx" ON "space_closures" USING btree ("ends_at");--> statement-breakpoint
-- Until now every space offered the whole catalogue at its price: it goes on doing so, now per space.
INSERT INTO "space_extras" ("space_id", "extra_id", "unit_price_cents")
  SELECT s."id", e."id", e."unit_price_cents" FROM "spaces" s CROSS JOIN "extras" e WHERE e."active";

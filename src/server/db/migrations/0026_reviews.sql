CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"space_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_check" CHECK (char_length("reviews"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_space_visible_idx" ON "reviews" USING btree ("space_id","created_at") WHERE hidden_at is null;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
-- spaces.rating_count / rating_sum follow the visible reviews row by row, in the transaction that
-- writes a review (or hides it), so search and cards read two columns instead of aggregating.
CREATE FUNCTION "spaces_rating_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."hidden_at" IS NULL THEN
    UPDATE "spaces" SET "rating_count" = "rating_count" - 1, "rating_sum" = "rating_sum" - OLD."rating" WHERE "id" = OLD."space_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."hidden_at" IS NULL THEN
    UPDATE "spaces" SET "rating_count" = "rating_count" + 1, "rating_sum" = "rating_sum" + NEW."rating" WHERE "id" = NEW."space_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_rating_insert" AFTER INSERT ON "reviews" FOR EACH ROW EXECUTE FUNCTION "spaces_rating_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_rating_update" AFTER UPDATE OF "rating", "hidden_at", "space_id" ON "reviews" FOR EACH ROW
  WHEN (OLD."rating" IS DISTINCT FROM NEW."rating" OR (OLD."hidden_at" IS NULL) <> (NEW."hidden_at" IS NULL) OR OLD."space_id" <> NEW."space_id")
  EXECUTE FUNCTION "spaces_rating_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_rating_delete" AFTER DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "spaces_rating_follow"();

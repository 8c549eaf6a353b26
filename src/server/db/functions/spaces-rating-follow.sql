-- A space's rating (count and sum of its visible reviews) follows its reviews: search sorts and shows
-- it without reading the reviews.
CREATE OR REPLACE FUNCTION "spaces_rating_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."hidden_at" IS NULL THEN
    UPDATE "spaces" SET "rating_count" = "rating_count" - 1, "rating_sum" = "rating_sum" - OLD."rating" WHERE "id" = OLD."space_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."hidden_at" IS NULL THEN
    UPDATE "spaces" SET "rating_count" = "rating_count" + 1, "rating_sum" = "rating_sum" + NEW."rating" WHERE "id" = NEW."space_id";
  END IF;
  RETURN NULL;
END $$;

-- The default search walks a zone's spaces cheapest first and stops after one page: this index
-- gives that order, with every column the filters read, so no other candidate is evaluated.
CREATE INDEX IF NOT EXISTS "spaces_search_price_idx" ON "spaces" ("zone_id", "price_hour_cents", "slug")
  INCLUDE ("id", "type", "published", "capacity", "features", "opening_hours", "latitude", "longitude");

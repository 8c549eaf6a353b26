-- Measured on the bench catalogue (npm run bench:api): with both indexes the planner reads every
-- candidate of the zone/capacity range and sorts them; with the price-ordered index alone it walks
-- the zone cheapest first and stops after one page (SQL p95 56 ms → 31 ms at 20 clients).
DROP INDEX IF EXISTS "spaces_search_cover_idx";

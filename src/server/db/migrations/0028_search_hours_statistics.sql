-- A search for a slot filters a zone's spaces by that weekday's opening hours (services/space-search.ts).
-- Without statistics on those expressions PostgreSQL guesses a third of the spaces pass each test, then
-- expects so few candidates that it sorts all of them instead of walking spaces_search_price_idx
-- cheapest first and stopping after a page (bench: 19 ms against 1-4 ms a search). Additive: the
-- previous release runs unchanged on it.
CREATE STATISTICS IF NOT EXISTS spaces_hours_0_stats ON ((opening_hours -> 0 ->> 'open')::int), ((opening_hours -> 0 ->> 'close')::int) FROM spaces;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS spaces_hours_1_stats ON ((opening_hours -> 1 ->> 'open')::int), ((opening_hours -> 1 ->> 'close')::int) FROM spaces;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS spaces_hours_2_stats ON ((opening_hours -> 2 ->> 'open')::int), ((opening_hours -> 2 ->> 'close')::int) FROM spaces;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS spaces_hours_3_stats ON ((opening_hours -> 3 ->> 'open')::int), ((opening_hours -> 3 ->> 'close')::int) FROM spaces;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS spaces_hours_4_stats ON ((opening_hours -> 4 ->> 'open')::int), ((opening_hours -> 4 ->> 'close')::int) FROM spaces;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS spaces_hours_5_stats ON ((opening_hours -> 5 ->> 'open')::int), ((opening_hours -> 5 ->> 'close')::int) FROM spaces;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS spaces_hours_6_stats ON ((opening_hours -> 6 ->> 'open')::int), ((opening_hours -> 6 ->> 'close')::int) FROM spaces;
--> statement-breakpoint
ANALYZE spaces;

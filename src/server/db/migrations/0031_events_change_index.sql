-- The slot a pending change holds is found by its change when the change is applied, withdrawn or
-- lapses, and by the foreign key's cascade when a change is deleted: without an index each of those
-- read the whole events table (a sequential scan of a million rows on the bench catalogue). Only
-- the few events that belong to a change are indexed. Additive. Built in the migration's
-- transaction (not CONCURRENTLY), it holds the table's writes for the length of one scan of it.
CREATE INDEX "events_change_idx" ON "events" USING btree ("change_id") WHERE change_id IS NOT NULL;
-- A new hold counts its organizer's live holds (hold_turn, migration 0029). The only index that
-- narrowed that count by status was bookings_held_expiry_idx, on the expiry alone: every hold read
-- every live hold of every user, and the more people held slots at once, the slower each hold got
-- (2,800 buffers a hold with 6,000 live holds on the bench). Indexed by organizer, a hold reads its
-- organizer's few. Additive. Built in the migration's transaction (not CONCURRENTLY), it holds the
-- table's writes for the length of one scan of it.
CREATE INDEX "bookings_held_organizer_idx" ON "bookings" USING btree ("organizer_id","expires_at") WHERE status = 'held';

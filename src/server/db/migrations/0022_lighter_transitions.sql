DROP INDEX "invoices_number_key";--> statement-breakpoint
-- Ends the statement it is called from with a serialization failure (40001) unless `ok`: for a
-- statement that writes together what was decided from rows read before it (db/transaction.ts,
-- writeIfUnchanged), whose first write finds nothing when one of those rows has changed since.
-- Everything the statement wrote is then undone with it.
CREATE FUNCTION "written_or_stale"(ok boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ok THEN
    RAISE EXCEPTION 'the rows this statement was decided from have changed' USING ERRCODE = '40001';
  END IF;
  RETURN true;
END $$;
--> statement-breakpoint
-- bookings.paid_cents follows the payments row by row (migration 0018 did it once per statement):
-- the WHEN clauses leave alone every row that changes no paid amount (a pending charge, a refund
-- marked sent), and a row that does costs one small update instead of a pass over the statement's
-- transition tables, which was a third of a payment's statement.
DROP TRIGGER "payments_paid_insert" ON "payments";--> statement-breakpoint
DROP TRIGGER "payments_paid_update" ON "payments";--> statement-breakpoint
DROP TRIGGER "payments_paid_delete" ON "payments";--> statement-breakpoint
DROP FUNCTION "bookings_paid_after_insert"();--> statement-breakpoint
DROP FUNCTION "bookings_paid_after_update"();--> statement-breakpoint
DROP FUNCTION "bookings_paid_after_delete"();--> statement-breakpoint
CREATE FUNCTION "bookings_paid_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."booking_id" IS NOT NULL THEN
    UPDATE "bookings" SET "paid_cents" = "paid_cents" - payment_paid_cents(OLD."kind", OLD."status", OLD."amount_cents") WHERE "id" = OLD."booking_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."booking_id" IS NOT NULL THEN
    UPDATE "bookings" SET "paid_cents" = "paid_cents" + payment_paid_cents(NEW."kind", NEW."status", NEW."amount_cents") WHERE "id" = NEW."booking_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_paid_insert" AFTER INSERT ON "payments" FOR EACH ROW
  WHEN (NEW."booking_id" IS NOT NULL AND payment_paid_cents(NEW."kind", NEW."status", NEW."amount_cents") <> 0)
  EXECUTE FUNCTION "bookings_paid_follow"();
--> statement-breakpoint
CREATE TRIGGER "payments_paid_update" AFTER UPDATE ON "payments" FOR EACH ROW
  WHEN (OLD."booking_id" IS DISTINCT FROM NEW."booking_id"
    OR payment_paid_cents(OLD."kind", OLD."status", OLD."amount_cents") <> payment_paid_cents(NEW."kind", NEW."status", NEW."amount_cents"))
  EXECUTE FUNCTION "bookings_paid_follow"();
--> statement-breakpoint
CREATE TRIGGER "payments_paid_delete" AFTER DELETE ON "payments" FOR EACH ROW
  WHEN (OLD."booking_id" IS NOT NULL AND payment_paid_cents(OLD."kind", OLD."status", OLD."amount_cents") <> 0)
  EXECUTE FUNCTION "bookings_paid_follow"();
--> statement-breakpoint
-- The year's counter is moved on by an update, and created by an insert only the first time: an
-- insert that conflicts first costs more, inside the section every commit of a document waits for.
CREATE OR REPLACE FUNCTION "invoices_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_number integer;
  document_number text;
  credited jsonb;
BEGIN
  UPDATE "invoice_counters" SET "last_number" = "last_number" + 1 WHERE "kind" = NEW."kind" AND "year" = NEW."year"
    RETURNING "last_number" INTO next_number;
  IF NOT FOUND THEN
    INSERT INTO "invoice_counters" ("kind", "year", "last_number") VALUES (NEW."kind", NEW."year", 1)
      ON CONFLICT ("kind", "year") DO UPDATE SET "last_number" = "invoice_counters"."last_number" + 1
      RETURNING "last_number" INTO next_number;
  END IF;
  document_number := (CASE NEW."kind" WHEN 'invoice' THEN 'F' ELSE 'A' END) || '-' || NEW."year" || '-' || lpad(next_number::text, 6, '0');
  SELECT jsonb_build_object('number', i."number", 'issuedAt', i."document" -> 'issuedAt') INTO credited
    FROM "invoices" i WHERE i."id" = NEW."credits_id";
  UPDATE "invoices" SET "seq" = next_number, "number" = document_number,
      "document" = "document" || jsonb_build_object('number', document_number, 'credits', credited)
    WHERE "id" = NEW."id";
  RETURN NULL;
END $$;

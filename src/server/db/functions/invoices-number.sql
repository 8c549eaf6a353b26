-- Numbers a document when its transaction commits (a deferred constraint trigger): from its kind's
-- counter for the year, so that a rolled-back payment takes no number and the numbers have no gap
-- (docs/business-rules.md §8). Sequential scans are off: each lookup goes by its key, whatever the
-- tables held when PL/pgSQL planned it.
CREATE OR REPLACE FUNCTION "invoices_number"() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
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
  IF NEW."credits_id" IS NOT NULL THEN
    SELECT jsonb_build_object('number', i."number", 'issuedAt', i."document" -> 'issuedAt') INTO credited
      FROM "invoices" i WHERE i."id" = NEW."credits_id";
  END IF;
  UPDATE "invoices" SET "seq" = next_number, "number" = document_number,
      "document" = "document" || jsonb_build_object('number', document_number, 'credits', credited)
    WHERE "id" = NEW."id";
  RETURN NULL;
END $$;

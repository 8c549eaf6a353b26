ALTER TABLE "invoices" ALTER COLUMN "seq" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
-- Numbers a new invoice or credit note as its transaction commits, in the order the documents were
-- written: the next number of its kind and year, written into the row and its document; a credit
-- note's document also names the invoice it credits (numbered before it, if written in the same
-- transaction). A transaction that rolls back takes no number.
CREATE FUNCTION "invoices_number"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_number integer;
  document_number text;
  credited jsonb;
BEGIN
  INSERT INTO "invoice_counters" ("kind", "year", "last_number") VALUES (NEW."kind", NEW."year", 1)
    ON CONFLICT ("kind", "year") DO UPDATE SET "last_number" = "invoice_counters"."last_number" + 1
    RETURNING "last_number" INTO next_number;
  document_number := (CASE NEW."kind" WHEN 'invoice' THEN 'F' ELSE 'A' END) || '-' || NEW."year" || '-' || lpad(next_number::text, 6, '0');
  SELECT jsonb_build_object('number', i."number", 'issuedAt', i."document" -> 'issuedAt') INTO credited
    FROM "invoices" i WHERE i."id" = NEW."credits_id";
  UPDATE "invoices" SET "seq" = next_number, "number" = document_number,
      "document" = "document" || jsonb_build_object('number', document_number, 'credits', credited)
    WHERE "id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_numbered" AFTER INSERT ON "invoices" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "invoices_number"();

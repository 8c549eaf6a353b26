-- bookings.paid_cents follows its payment rows in the statement that changes them: a transition
-- that locks the booking reads what it has paid, fresh, even after waiting for another's lock.
CREATE OR REPLACE FUNCTION "bookings_paid_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."booking_id" IS NOT NULL THEN
    UPDATE "bookings" SET "paid_cents" = "paid_cents" - payment_paid_cents(OLD."kind", OLD."status", OLD."amount_cents") WHERE "id" = OLD."booking_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."booking_id" IS NOT NULL THEN
    UPDATE "bookings" SET "paid_cents" = "paid_cents" + payment_paid_cents(NEW."kind", NEW."status", NEW."amount_cents") WHERE "id" = NEW."booking_id";
  END IF;
  RETURN NULL;
END $$;

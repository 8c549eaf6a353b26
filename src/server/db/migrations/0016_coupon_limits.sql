ALTER TABLE "coupon_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD COLUMN "min_total_cents" integer;
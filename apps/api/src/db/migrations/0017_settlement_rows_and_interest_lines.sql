ALTER TABLE "instalments" ADD COLUMN "settlement_id" integer;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "quote_date" date;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "interest_lines" jsonb;--> statement-breakpoint
CREATE INDEX "instalments_settlement_idx" ON "instalments" USING btree ("settlement_id") WHERE "instalments"."settlement_id" is not null;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_settlement_check" CHECK ("instalments"."settlement_id" is null or "instalments"."paid_by" = 'SETTLEMENT');
CREATE TABLE "resignations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"note" text,
	"quoted_payout" bigint NOT NULL,
	"quoted_shortfall" bigint NOT NULL,
	"quote_valid_until" date NOT NULL,
	"quote" jsonb NOT NULL,
	"decided_by_staff_id" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"payout_amount" bigint,
	"payout_date" date,
	"payout_account_no" text,
	"payout_account_name" text,
	"settled_loans" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resignations_status_check" CHECK ("resignations"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN')),
	CONSTRAINT "resignations_quote_check" CHECK ("resignations"."quoted_payout" >= 0 and "resignations"."quoted_shortfall" >= 0),
	CONSTRAINT "resignations_payout_check" CHECK (("resignations"."status" = 'APPROVED') = ("resignations"."payout_amount" is not null and "resignations"."payout_date" is not null)),
	CONSTRAINT "resignations_payout_amount_check" CHECK ("resignations"."payout_amount" is null or "resignations"."payout_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "settlements" DROP CONSTRAINT "settlements_proof_check";--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "paid_from_savings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_decided_by_staff_id_staff_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resignations_one_pending_per_member" ON "resignations" USING btree ("member_id") WHERE "resignations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "resignations_status_idx" ON "resignations" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_proof_check" CHECK ("settlements"."status" not in ('PT3', 'PAI') or "settlements"."proof_file_id" is not null or "settlements"."paid_from_savings");
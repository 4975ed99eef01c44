-- The employer's transfers of a posted payroll period's deductions (docs/product/ledger.md): the sum per period is
-- kept within what the posting deducted under the period's row lock; a bank reference is recorded once per period.
CREATE TABLE "employer_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"payroll_period_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"recorded_by_staff_id" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_transfers_amount_check" CHECK ("employer_transfers"."amount" > 0),
	CONSTRAINT "employer_transfers_reference_check" CHECK (char_length("employer_transfers"."reference") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "employer_transfers" ADD CONSTRAINT "employer_transfers_payroll_period_id_payroll_periods_id_fk" FOREIGN KEY ("payroll_period_id") REFERENCES "public"."payroll_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_transfers" ADD CONSTRAINT "employer_transfers_recorded_by_staff_id_staff_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employer_transfers_period_reference_unique" ON "employer_transfers" USING btree ("payroll_period_id","reference");
-- Issue 26: the deduction instruction frozen at the cut-off (payroll_instructions, its lines) and HR's file of what was
-- actually deducted, matched per NIK (payroll_actual_lines); a partial deduction's remainder and an over-deduction
-- are credited to sukarela as POTONGAN (docs/product/payroll-instruction.md).
CREATE TABLE "payroll_actual_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"payroll_period_id" integer NOT NULL,
	"instruction_id" integer NOT NULL,
	"nik" text NOT NULL,
	"member_id" integer,
	"company" text,
	"instructed" bigint NOT NULL,
	"deducted" bigint NOT NULL,
	"outcome" text NOT NULL,
	CONSTRAINT "payroll_actual_lines_period_nik_unique" UNIQUE("payroll_period_id","nik"),
	CONSTRAINT "payroll_actual_lines_outcome_check" CHECK ("payroll_actual_lines"."outcome" in ('FULL', 'PARTIAL', 'NONE', 'OVER', 'UNKNOWN')),
	CONSTRAINT "payroll_actual_lines_amounts_check" CHECK ("payroll_actual_lines"."instructed" >= 0 and "payroll_actual_lines"."deducted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_instruction_items" (
	"instruction_id" integer NOT NULL,
	"ord" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"instalment_id" integer,
	"agreement_id" integer,
	"amount" bigint NOT NULL,
	CONSTRAINT "payroll_instruction_items_instruction_id_ord_pk" PRIMARY KEY("instruction_id","ord"),
	CONSTRAINT "payroll_instruction_items_kind_check" CHECK ("payroll_instruction_items"."kind" in ('WAJIB', 'ANGSURAN', 'TUNGGAKAN', 'SUKARELA')),
	CONSTRAINT "payroll_instruction_items_amount_check" CHECK ("payroll_instruction_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"payroll_period_id" integer NOT NULL,
	"version" integer NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"frozen_by_staff_id" integer,
	"line_count" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "payroll_instructions_period_version_unique" UNIQUE("payroll_period_id","version"),
	CONSTRAINT "payroll_instructions_version_check" CHECK ("payroll_instructions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "savings_ledger" DROP CONSTRAINT "savings_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "payroll_actual_lines" ADD CONSTRAINT "payroll_actual_lines_payroll_period_id_payroll_periods_id_fk" FOREIGN KEY ("payroll_period_id") REFERENCES "public"."payroll_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_actual_lines" ADD CONSTRAINT "payroll_actual_lines_instruction_id_payroll_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."payroll_instructions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_actual_lines" ADD CONSTRAINT "payroll_actual_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_instruction_items" ADD CONSTRAINT "payroll_instruction_items_instruction_id_payroll_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."payroll_instructions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_instruction_items" ADD CONSTRAINT "payroll_instruction_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_instruction_items" ADD CONSTRAINT "payroll_instruction_items_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_instructions" ADD CONSTRAINT "payroll_instructions_payroll_period_id_payroll_periods_id_fk" FOREIGN KEY ("payroll_period_id") REFERENCES "public"."payroll_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_instructions" ADD CONSTRAINT "payroll_instructions_frozen_by_staff_id_staff_id_fk" FOREIGN KEY ("frozen_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_actual_lines_member_idx" ON "payroll_actual_lines" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payroll_instruction_items_member_idx" ON "payroll_instruction_items" USING btree ("instruction_id","member_id");--> statement-breakpoint
ALTER TABLE "savings_ledger" ADD CONSTRAINT "savings_ledger_reason_check" CHECK (("savings_ledger"."kind" = 'POKOK' and "savings_ledger"."reason" in ('POKOK_SETOR', 'POKOK_KEMBALI'))
        or ("savings_ledger"."kind" = 'SUKARELA' and "savings_ledger"."reason" in ('SETORAN', 'PENARIKAN', 'JASA', 'SHU', 'POTONGAN')));
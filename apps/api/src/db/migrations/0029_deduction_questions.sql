-- Issue 26: a member's question on a line of their coming salary deduction ("Ajukan keberatan") and FINANCE's answer
-- (docs/product/payroll-instruction.md#questions).
CREATE TABLE "deduction_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"line_key" text NOT NULL,
	"line_description" text NOT NULL,
	"amount" bigint NOT NULL,
	"question" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"answer" text,
	"answered_by_staff_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deduction_questions_status_check" CHECK ("deduction_questions"."status" in ('OPEN', 'ANSWERED')),
	CONSTRAINT "deduction_questions_answer_check" CHECK (("deduction_questions"."status" = 'OPEN' and "deduction_questions"."answer" is null) or ("deduction_questions"."status" = 'ANSWERED' and "deduction_questions"."answer" is not null)),
	CONSTRAINT "deduction_questions_period_check" CHECK ("deduction_questions"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "deduction_questions" ADD CONSTRAINT "deduction_questions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deduction_questions" ADD CONSTRAINT "deduction_questions_answered_by_staff_id_staff_id_fk" FOREIGN KEY ("answered_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deduction_questions_one_open_per_line" ON "deduction_questions" USING btree ("member_id","period","line_key") WHERE "deduction_questions"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "deduction_questions_status_idx" ON "deduction_questions" USING btree ("status","created_at");
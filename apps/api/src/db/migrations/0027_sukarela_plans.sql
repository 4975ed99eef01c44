-- The member's monthly simpanan sukarela by salary deduction (docs/product/savings.md): one row per member and first
-- payroll period it applies to; the plan in force for a period is the row with the greatest effective_period <= it.
CREATE TABLE "sukarela_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"effective_period" text NOT NULL,
	"created_by_member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sukarela_plans_member_period_unique" UNIQUE("member_id","effective_period"),
	CONSTRAINT "sukarela_plans_amount_check" CHECK ("sukarela_plans"."amount" >= 0),
	CONSTRAINT "sukarela_plans_period_check" CHECK ("sukarela_plans"."effective_period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "sukarela_plans" ADD CONSTRAINT "sukarela_plans_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sukarela_plans" ADD CONSTRAINT "sukarela_plans_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
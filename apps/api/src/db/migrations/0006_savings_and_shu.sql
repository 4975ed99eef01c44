CREATE TABLE "savings_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_date" date NOT NULL,
	"proof_file_id" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"idempotency_key" text,
	"decided_by_staff_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_deposits_member_idempotency_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "savings_deposits_amount_check" CHECK ("savings_deposits"."amount" > 0),
	CONSTRAINT "savings_deposits_status_check" CHECK ("savings_deposits"."status" in ('PENDING', 'CONFIRMED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "savings_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"delta" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"seq" integer NOT NULL,
	"ref" text NOT NULL,
	"note" text,
	"booked_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_ledger_member_kind_seq_unique" UNIQUE("member_id","kind","seq"),
	CONSTRAINT "savings_ledger_member_reason_ref_unique" UNIQUE("member_id","reason","ref"),
	CONSTRAINT "savings_ledger_kind_check" CHECK ("savings_ledger"."kind" in ('POKOK', 'SUKARELA')),
	CONSTRAINT "savings_ledger_reason_check" CHECK (("savings_ledger"."kind" = 'POKOK' and "savings_ledger"."reason" in ('POKOK_SETOR', 'POKOK_KEMBALI'))
        or ("savings_ledger"."kind" = 'SUKARELA' and "savings_ledger"."reason" in ('SETORAN', 'PENARIKAN', 'JASA', 'SHU'))),
	CONSTRAINT "savings_ledger_sign_check" CHECK (("savings_ledger"."reason" in ('POKOK_KEMBALI', 'PENARIKAN') and "savings_ledger"."delta" < 0)
        or ("savings_ledger"."reason" not in ('POKOK_KEMBALI', 'PENARIKAN') and "savings_ledger"."delta" > 0)),
	CONSTRAINT "savings_ledger_balance_check" CHECK ("savings_ledger"."balance_after" >= 0),
	CONSTRAINT "savings_ledger_seq_check" CHECK ("savings_ledger"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "savings_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"account_no" text,
	"account_name" text,
	"reason" text,
	"idempotency_key" text,
	"decided_by_staff_id" integer,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "savings_withdrawals_member_idempotency_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "savings_withdrawals_amount_check" CHECK ("savings_withdrawals"."amount" > 0),
	CONSTRAINT "savings_withdrawals_status_check" CHECK ("savings_withdrawals"."status" in ('PENDING', 'APPROVED', 'PAID', 'REJECTED', 'CANCELLED')),
	CONSTRAINT "savings_withdrawals_paid_check" CHECK (("savings_withdrawals"."status" = 'PAID') = ("savings_withdrawals"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "shu_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"member_id" integer NOT NULL,
	"modal_basis" bigint NOT NULL,
	"usaha_basis" bigint NOT NULL,
	"jasa_modal" bigint NOT NULL,
	"jasa_usaha" bigint NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shu_shares_amounts_check" CHECK ("shu_shares"."jasa_modal" >= 0 and "shu_shares"."jasa_usaha" >= 0 and "shu_shares"."total" = "shu_shares"."jasa_modal" + "shu_shares"."jasa_usaha" and "shu_shares"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "shu_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"pool" bigint NOT NULL,
	"jasa_modal_percent" numeric(5, 2) NOT NULL,
	"rat_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"entered_by_staff_id" integer,
	"posted_at" timestamp with time zone,
	"posted_by_staff_id" integer,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shu_years_pool_check" CHECK ("shu_years"."pool" > 0),
	CONSTRAINT "shu_years_percent_check" CHECK ("shu_years"."jasa_modal_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "savings_deposits" ADD CONSTRAINT "savings_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_deposits" ADD CONSTRAINT "savings_deposits_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_deposits" ADD CONSTRAINT "savings_deposits_decided_by_staff_id_staff_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_ledger" ADD CONSTRAINT "savings_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_withdrawals" ADD CONSTRAINT "savings_withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "savings_withdrawals" ADD CONSTRAINT "savings_withdrawals_decided_by_staff_id_staff_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shu_shares" ADD CONSTRAINT "shu_shares_year_shu_years_year_fk" FOREIGN KEY ("year") REFERENCES "public"."shu_years"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shu_shares" ADD CONSTRAINT "shu_shares_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shu_years" ADD CONSTRAINT "shu_years_entered_by_staff_id_staff_id_fk" FOREIGN KEY ("entered_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shu_years" ADD CONSTRAINT "shu_years_posted_by_staff_id_staff_id_fk" FOREIGN KEY ("posted_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "savings_deposits_status_idx" ON "savings_deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "savings_deposits_member_idx" ON "savings_deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_ledger_one_pokok_per_reason" ON "savings_ledger" USING btree ("member_id","reason") WHERE "savings_ledger"."reason" in ('POKOK_SETOR', 'POKOK_KEMBALI');--> statement-breakpoint
CREATE INDEX "savings_ledger_member_booked_idx" ON "savings_ledger" USING btree ("member_id","kind","booked_on");--> statement-breakpoint
CREATE INDEX "savings_withdrawals_status_idx" ON "savings_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "savings_withdrawals_member_idx" ON "savings_withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shu_shares_year_member_unique" ON "shu_shares" USING btree ("year","member_id");--> statement-breakpoint
CREATE INDEX "shu_shares_member_idx" ON "shu_shares" USING btree ("member_id");
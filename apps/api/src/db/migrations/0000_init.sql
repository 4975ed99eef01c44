CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_no" text NOT NULL,
	"application_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"tenor_months" integer NOT NULL,
	"effective_rate" numeric(5, 2) NOT NULL,
	"instalment_amount" bigint NOT NULL,
	"funding_date" date NOT NULL,
	"first_deduction_date" date NOT NULL,
	"admin_fee" bigint DEFAULT 0 NOT NULL,
	"pta_fee" bigint DEFAULT 0 NOT NULL,
	"replaced_agreement_id" integer,
	"replaced_principal" bigint DEFAULT 0 NOT NULL,
	"replaced_interest" bigint DEFAULT 0 NOT NULL,
	"total_disbursed" bigint NOT NULL,
	"status" text DEFAULT 'FUN' NOT NULL,
	"funded_by_staff_id" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_agreement_no_unique" UNIQUE("agreement_no"),
	CONSTRAINT "agreements_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('FUN', 'FIN')),
	CONSTRAINT "agreements_amount_check" CHECK ("agreements"."amount" > 0 and "agreements"."instalment_amount" > 0),
	CONSTRAINT "agreements_tenor_check" CHECK ("agreements"."tenor_months" between 6 and 36),
	CONSTRAINT "agreements_deductions_check" CHECK ("agreements"."admin_fee" >= 0 and "agreements"."pta_fee" >= 0 and "agreements"."replaced_principal" >= 0 and "agreements"."replaced_interest" >= 0),
	CONSTRAINT "agreements_total_disbursed_check" CHECK ("agreements"."total_disbursed" >= 0 and "agreements"."total_disbursed" = "agreements"."amount" - "agreements"."admin_fee" - "agreements"."pta_fee" - "agreements"."replaced_principal" - "agreements"."replaced_interest"),
	CONSTRAINT "agreements_dates_check" CHECK ("agreements"."first_deduction_date" > "agreements"."funding_date")
);
--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"instalment" bigint NOT NULL,
	"outstanding" bigint NOT NULL,
	"paid_date" date,
	"paid_amount" bigint,
	"paid_by" text,
	CONSTRAINT "instalments_agreement_seq_unique" UNIQUE("agreement_id","seq"),
	CONSTRAINT "instalments_seq_check" CHECK ("instalments"."seq" >= 1),
	CONSTRAINT "instalments_amounts_check" CHECK ("instalments"."principal" >= 0 and "instalments"."interest" >= 0 and "instalments"."outstanding" >= 0 and "instalments"."instalment" = "instalments"."principal" + "instalments"."interest"),
	CONSTRAINT "instalments_paid_check" CHECK (("instalments"."paid_date" is null and "instalments"."paid_amount" is null and "instalments"."paid_by" is null)
        or ("instalments"."paid_date" is not null and "instalments"."paid_amount" >= 0 and "instalments"."paid_by" in ('PAYROLL', 'SETTLEMENT')))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"approval_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text DEFAULT 'NEW' NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"amount" bigint NOT NULL,
	"tenor_months" integer NOT NULL,
	"effective_rate" numeric(5, 2) NOT NULL,
	"instalment_amount" bigint NOT NULL,
	"finance_purpose" text NOT NULL,
	"selfie_file_id" integer,
	"form_file_id" integer,
	"supporting_file_id" integer,
	"hc_checklist" boolean,
	"hc_recommendation" text,
	"hc_note" text,
	"current_step" integer DEFAULT 1 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"offered_amount" bigint,
	"offered_tenor_months" integer,
	"offered_instalment_amount" bigint,
	"reject_reason" text,
	"idempotency_key" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_approval_no_unique" UNIQUE("approval_no"),
	CONSTRAINT "applications_member_idempotency_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "applications_type_check" CHECK ("applications"."type" in ('NEW', 'NST')),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('NEW', 'APV', 'FUN', 'FIN', 'RJT', 'CNCL')),
	CONSTRAINT "applications_amount_check" CHECK ("applications"."amount" > 0),
	CONSTRAINT "applications_tenor_check" CHECK ("applications"."tenor_months" between 6 and 36),
	CONSTRAINT "applications_rate_check" CHECK ("applications"."effective_rate" >= 0),
	CONSTRAINT "applications_instalment_check" CHECK ("applications"."instalment_amount" > 0),
	CONSTRAINT "applications_hc_recommendation_check" CHECK ("applications"."hc_recommendation" is null or "applications"."hc_recommendation" in ('YES', 'NO')),
	CONSTRAINT "applications_step_check" CHECK ("applications"."current_step" between 1 and 4 and "applications"."round" >= 1),
	CONSTRAINT "applications_offer_check" CHECK (("applications"."offered_amount" is null or ("applications"."offered_amount" > 0 and "applications"."offered_amount" <= "applications"."amount"))
        and ("applications"."offered_tenor_months" is null or "applications"."offered_tenor_months" between 6 and 36)
        and ("applications"."offered_instalment_amount" is null or "applications"."offered_instalment_amount" > 0)),
	CONSTRAINT "applications_nst_offer_check" CHECK ("applications"."type" <> 'NST' or "applications"."offered_amount" is not null)
);
--> statement-breakpoint
CREATE TABLE "approval_chain_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"step_no" integer NOT NULL,
	"role" text NOT NULL,
	"job_title" text NOT NULL,
	CONSTRAINT "approval_chain_steps_company_step_unique" UNIQUE("company_id","step_no"),
	CONSTRAINT "approval_chain_steps_step_check" CHECK ("approval_chain_steps"."step_no" between 1 and 4),
	CONSTRAINT "approval_chain_steps_role_check" CHECK (("approval_chain_steps"."step_no" = 1) = ("approval_chain_steps"."role" = 'HC')),
	CONSTRAINT "approval_chain_steps_role_values_check" CHECK ("approval_chain_steps"."role" in ('HC', 'APPROVER'))
);
--> statement-breakpoint
CREATE TABLE "approval_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"step_no" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"decided_by_staff_id" integer,
	"decided_by_name" text NOT NULL,
	"job_title" text,
	"status" text NOT NULL,
	"notes" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_history_application_step_round_unique" UNIQUE("application_id","step_no","round"),
	CONSTRAINT "approval_history_status_check" CHECK ("approval_history"."status" in ('APV', 'RJT', 'NST', 'CNCL')),
	CONSTRAINT "approval_history_step_check" CHECK ("approval_history"."step_no" between 0 and 4 and "approval_history"."round" >= 1)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_actor_kind_check" CHECK ("audit_log"."actor_kind" in ('member', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"ip" text,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otps_attempts_check" CHECK ("otps"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"family_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "refresh_tokens_subject_kind_check" CHECK ("refresh_tokens"."subject_kind" in ('member', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"cover_file_id" integer,
	"body_html" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_articles_status_check" CHECK ("blog_articles"."status" in ('DRAFT', 'PUBLISHED')),
	CONSTRAINT "blog_articles_published_check" CHECK ("blog_articles"."status" <> 'PUBLISHED' or "blog_articles"."published_at" is not null),
	CONSTRAINT "blog_articles_slug_check" CHECK ("blog_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_comments_status_check" CHECK ("blog_comments"."status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_chart" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_file_id" integer,
	"pic" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "pages_slug_check" CHECK ("pages"."slug" in ('about', 'terms', 'privacy'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_owner_kind_check" CHECK ("files"."owner_kind" in ('member', 'staff', 'system')),
	CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('SELFIE', 'FORM', 'SUPPORTING', 'AVATAR', 'PROOF', 'CONTENT')),
	CONSTRAINT "files_size_check" CHECK ("files"."size_bytes" >= 0 and "files"."size_bytes" = octet_length("files"."data"))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"route" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("subject","route","key")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"nik" text NOT NULL,
	"employee_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"mobile_phone" text,
	"birth_date" date,
	"gender" text,
	"address" text,
	"job_grade" text,
	"payroll_account_no" text,
	"payroll_account_name" text,
	"join_date" date,
	"avatar_file_id" integer,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"resigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_nik_unique" UNIQUE("nik"),
	CONSTRAINT "members_gender_check" CHECK ("members"."gender" is null or "members"."gender" in ('L', 'P'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"application_id" integer,
	"log_header" text NOT NULL,
	"log_desc" text NOT NULL,
	"log_date" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'email' NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('PENDING', 'SENT', 'FAILED')),
	CONSTRAINT "outbox_attempts_check" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"source" text DEFAULT 'PAYROLL' NOT NULL,
	"payroll_period_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributions_period_check" CHECK ("contributions"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "contributions_source_check" CHECK ("contributions"."source" in ('PAYROLL', 'OPENING', 'ADJUSTMENT')),
	CONSTRAINT "contributions_amount_check" CHECK ("contributions"."source" = 'ADJUSTMENT' or "contributions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payroll_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"cut_off_date" date NOT NULL,
	"posted_at" timestamp with time zone,
	"posted_by_staff_id" integer,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_periods_period_unique" UNIQUE("period"),
	CONSTRAINT "payroll_periods_period_check" CHECK ("payroll_periods"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "point_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	"validity_months" integer NOT NULL,
	"image_file_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"stock" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_offers_value_check" CHECK ("point_offers"."value" > 0),
	CONSTRAINT "point_offers_validity_check" CHECK ("point_offers"."validity_months" > 0),
	CONSTRAINT "point_offers_stock_check" CHECK ("point_offers"."stock" is null or "point_offers"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"value" integer NOT NULL,
	"status" text DEFAULT 'AKTIF' NOT NULL,
	"valid_until" date NOT NULL,
	"used_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_redemptions_member_idempotency_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "point_redemptions_value_check" CHECK ("point_redemptions"."value" > 0),
	CONSTRAINT "point_redemptions_status_check" CHECK ("point_redemptions"."status" in ('AKTIF', 'DIGUNAKAN', 'KEDALUWARSA'))
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_member_reason_ref_unique" UNIQUE("member_id","reason","ref"),
	CONSTRAINT "points_ledger_delta_check" CHECK ("points_ledger"."delta" <> 0),
	CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('INSTALMENT', 'GRANT', 'REDEEM', 'ADJUSTMENT'))
);
--> statement-breakpoint
CREATE TABLE "product_rate_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"effective_rate" numeric(5, 2) NOT NULL,
	"tenor_max" integer NOT NULL,
	CONSTRAINT "product_rate_tiers_product_min_unique" UNIQUE("product_id","min_amount"),
	CONSTRAINT "product_rate_tiers_amount_check" CHECK ("product_rate_tiers"."min_amount" >= 0 and "product_rate_tiers"."max_amount" >= "product_rate_tiers"."min_amount"),
	CONSTRAINT "product_rate_tiers_rate_check" CHECK ("product_rate_tiers"."effective_rate" > 0 and "product_rate_tiers"."effective_rate" < 100),
	CONSTRAINT "product_rate_tiers_tenor_check" CHECK ("product_rate_tiers"."tenor_max" between 6 and 36)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"finance_purpose" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_file_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'PT1' NOT NULL,
	"planned_date" date NOT NULL,
	"outstanding_principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"total" bigint NOT NULL,
	"quote_valid_until" date,
	"proof_file_id" integer,
	"reason" text,
	"decided_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"proof_uploaded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('PT1', 'PT2', 'PT3', 'PAI', 'RJT')),
	CONSTRAINT "settlements_amounts_check" CHECK ("settlements"."outstanding_principal" >= 0 and "settlements"."interest" >= 0 and "settlements"."total" = "settlements"."outstanding_principal" + "settlements"."interest"),
	CONSTRAINT "settlements_proof_check" CHECK ("settlements"."status" not in ('PT3', 'PAI') or "settlements"."proof_file_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"job_title" text,
	"company_id" integer,
	"member_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_username_unique" UNIQUE("username"),
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('ADMIN', 'HC', 'APPROVER', 'FINANCE', 'EDITOR'))
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_replaced_agreement_id_agreements_id_fk" FOREIGN KEY ("replaced_agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_funded_by_staff_id_staff_id_fk" FOREIGN KEY ("funded_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_selfie_file_id_files_id_fk" FOREIGN KEY ("selfie_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_form_file_id_files_id_fk" FOREIGN KEY ("form_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_supporting_file_id_files_id_fk" FOREIGN KEY ("supporting_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_chain_steps" ADD CONSTRAINT "approval_chain_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_decided_by_staff_id_staff_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otps" ADD CONSTRAINT "otps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_chart" ADD CONSTRAINT "org_chart_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_payroll_period_id_payroll_periods_id_fk" FOREIGN KEY ("payroll_period_id") REFERENCES "public"."payroll_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_periods" ADD CONSTRAINT "payroll_periods_posted_by_staff_id_staff_id_fk" FOREIGN KEY ("posted_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_offers" ADD CONSTRAINT "point_offers_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_offer_id_point_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."point_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_rate_tiers" ADD CONSTRAINT "product_rate_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_decided_by_staff_id_staff_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_member_idx" ON "agreements" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "instalments_due_unpaid_idx" ON "instalments" USING btree ("due_date") WHERE "instalments"."paid_date" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_new_per_member" ON "applications" USING btree ("member_id") WHERE "applications"."status" = 'NEW';--> statement-breakpoint
CREATE INDEX "applications_member_idx" ON "applications" USING btree ("member_id","submitted_at");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "approval_history_application_idx" ON "approval_history" USING btree ("application_id","decided_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_subject_idx" ON "login_attempts" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "otps_member_idx" ON "otps" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "blog_articles_category_idx" ON "blog_articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "blog_comments_article_idx" ON "blog_comments" USING btree ("article_id","status","created_at");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "members_company_idx" ON "members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("member_id","log_date");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("send_after") WHERE "outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_one_payroll_per_period" ON "contributions" USING btree ("member_id","period") WHERE "contributions"."source" = 'PAYROLL';--> statement-breakpoint
CREATE INDEX "contributions_member_idx" ON "contributions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "product_rate_tiers_product_idx" ON "product_rate_tiers" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_one_open_per_agreement" ON "settlements" USING btree ("agreement_id") WHERE "settlements"."status" in ('PT1', 'PT2', 'PT3');--> statement-breakpoint
CREATE INDEX "settlements_agreement_idx" ON "settlements" USING btree ("agreement_id","created_at");--> statement-breakpoint
CREATE INDEX "settlements_status_idx" ON "settlements" USING btree ("status");
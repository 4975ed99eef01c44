CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"topic" text NOT NULL,
	"status" text DEFAULT 'DIAJUKAN' NOT NULL,
	"proposed" jsonb NOT NULL,
	"note" text,
	"refusal_reason" text,
	"deletion_outcome" jsonb,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_requests_topic_check" CHECK ("data_requests"."topic" in ('NAME', 'BIRTH_DATE', 'ADDRESS', 'PAYROLL_ACCOUNT', 'DELETION')),
	CONSTRAINT "data_requests_status_check" CHECK ("data_requests"."status" in ('DIAJUKAN', 'DISETUJUI', 'DITOLAK')),
	CONSTRAINT "data_requests_decision_check" CHECK (("data_requests"."status" = 'DIAJUKAN') = ("data_requests"."decided_at" is null)
        and ("data_requests"."status" <> 'DITOLAK' or "data_requests"."refusal_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_one_open_per_topic" ON "data_requests" USING btree ("member_id","topic") WHERE "data_requests"."status" = 'DIAJUKAN';--> statement-breakpoint
CREATE INDEX "data_requests_member_idx" ON "data_requests" USING btree ("member_id","submitted_at");--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("submitted_at") WHERE "data_requests"."status" = 'DIAJUKAN';
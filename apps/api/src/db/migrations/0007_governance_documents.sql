CREATE TABLE "governance_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"year" integer,
	"published_on" date NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"idempotency_key" text,
	CONSTRAINT "governance_documents_creator_idempotency_unique" UNIQUE("created_by","idempotency_key"),
	CONSTRAINT "governance_documents_kind_check" CHECK ("governance_documents"."kind" in ('AD_ART', 'LAPORAN_RAT', 'NOTULEN_RAT', 'PENGUMUMAN')),
	CONSTRAINT "governance_documents_year_check" CHECK (("governance_documents"."year" is not null or "governance_documents"."kind" not in ('LAPORAN_RAT', 'NOTULEN_RAT')) and ("governance_documents"."year" is null or "governance_documents"."year" between 2000 and 2100))
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";--> statement-breakpoint
ALTER TABLE "governance_documents" ADD CONSTRAINT "governance_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "governance_documents" ADD CONSTRAINT "governance_documents_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "governance_documents_kind_year_idx" ON "governance_documents" USING btree ("kind","year");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('SELFIE', 'FORM', 'SUPPORTING', 'AVATAR', 'PROOF', 'CONTENT', 'GOVERNANCE'));
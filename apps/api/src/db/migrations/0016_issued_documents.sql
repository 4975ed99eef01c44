CREATE TABLE "document_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "document_sequences_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"member_id" integer NOT NULL,
	"subject" text NOT NULL,
	"fingerprint" text NOT NULL,
	"holder" text NOT NULL,
	"figures" jsonb NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_role" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "issued_documents_kind_year_sequence_unique" UNIQUE("kind","year","sequence"),
	CONSTRAINT "issued_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "issued_documents_code_unique" UNIQUE("code"),
	CONSTRAINT "issued_documents_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "consent_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_acceptances_member_document_version_unique" UNIQUE("member_id","document","version"),
	CONSTRAINT "consent_acceptances_document_check" CHECK ("consent_acceptances"."document" in ('TERMS', 'PRIVACY')),
	CONSTRAINT "consent_acceptances_source_check" CHECK ("consent_acceptances"."source" in ('GATE', 'ACTIVATION', 'SEED'))
);
--> statement-breakpoint
ALTER TABLE "consent_acceptances" ADD CONSTRAINT "consent_acceptances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
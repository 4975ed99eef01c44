ALTER TABLE "blog_articles" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_creator_idempotency_unique" UNIQUE("created_by","idempotency_key");
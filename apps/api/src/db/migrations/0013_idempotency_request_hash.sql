ALTER TABLE "applications" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "governance_documents" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "savings_deposits" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "savings_withdrawals" ADD COLUMN "request_hash" text;